import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PgDatabase, qualifiedTableName } from '@pickwise/nest-kit';
import { CalendarTokenTable, NotificationRuleTable, OutboxTable, PushSubscriptionTable } from './tables.js';

// The query type the service's modules take (a pool, or a transaction's connection).
export type { Sql } from '@pickwise/nest-kit';

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
