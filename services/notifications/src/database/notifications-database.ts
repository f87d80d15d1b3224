import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PgDatabase, qualifiedTableName } from '@pickwise/nest-kit';
import { CalendarTokenTable, NotificationRuleTable, OutboxTable, PushSubscriptionTable } from './tables.js';

// The query type the service's modules take (a pool, or a transaction's connection).
export type { Sql } from '@pickwise/nest-kit';

/** pg's timestamptz as the pool gives it (text under MikroORM's type settings, a Date under pg's own). */
export type Timestamp = string | Date;
export const isoTimestamp = (value: Timestamp) => new Date(value).toISOString();

/** The notifications schema over pg (nest-kit's PgDatabase: pool, advisory locks, transactions), with its schema-qualified table names. */
@Injectable()
export class NotificationsDatabase extends PgDatabase {
  readonly tables;

  constructor(em: EntityManager) {
    super(em);
    const name = (entity: Parameters<typeof qualifiedTableName>[1]) => qualifiedTableName(em, entity);
    this.tables = {
      pushSubscriptions: name(PushSubscriptionTable),
      rules: name(NotificationRuleTable),
      calendarTokens: name(CalendarTokenTable),
      outbox: name(OutboxTable),
    };
  }
}
