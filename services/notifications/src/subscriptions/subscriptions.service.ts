import { Inject, Injectable } from '@nestjs/common';
import { DomainError, PUSH_SUBSCRIPTIONS_PER_USER_MAX, type PushSubscriptionInput } from '@pickwise/contracts';
import { APP_CONFIG } from '@pickwise/nest-kit';
import type { NotificationsConfig } from '../config.js';
import { NotificationsDatabase } from '../database/notifications-database.js';
import { isP256PublicKey } from './browser-key.js';
import { isAllowedPushEndpoint } from './push-service-origins.js';

/** The browsers an account receives push messages on. */
@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly database: NotificationsDatabase,
    @Inject(APP_CONFIG) private readonly config: Pick<NotificationsConfig, 'PUSH_SERVICE_ORIGINS'>,
  ) {}

  /**
   * Keeps the browser's subscription for the user. The same browser subscribing again gets its new
   * keys under the same id; an endpoint another account held moves to this one as a new row, so what
   * the outbox still holds for the other account is never sent to this browser (its rows lose the
   * subscription, `on delete set null`). Beyond PUSH_SUBSCRIPTIONS_PER_USER_MAX the browsers that
   * subscribed longest ago are dropped.
   */
  async add(userId: string, subscription: PushSubscriptionInput, userAgent: string | undefined): Promise<{ id: string }> {
    if (!isAllowedPushEndpoint(subscription.endpoint, this.config.PUSH_SERVICE_ORIGINS)) {
      throw new DomainError('VALIDATION', 'subscription.endpoint: not a push service this site sends messages to', [
        { path: ['subscription', 'endpoint'], code: 'custom' },
      ]);
    }
    if (!isP256PublicKey(subscription.keys.p256dh)) {
      throw new DomainError('VALIDATION', 'subscription.keys.p256dh: not a P-256 public key, so no message could be encrypted for this browser', [
        { path: ['subscription', 'keys', 'p256dh'], code: 'custom' },
      ]);
    }
    const table = this.database.tables.pushSubscriptions;
    return this.database.transaction(async (sql) => {
      // Serialises one user's subscriptions, so the count kept is exact under concurrent adds.
      await this.database.lock(sql, `push-subscriptions:${userId}`);
      await sql.query(`delete from ${table} where endpoint = $1 and user_id <> $2`, [subscription.endpoint, userId]);
      // created_at is when the browser last subscribed: a browser that renews its subscription is the newest.
      const { rows } = await sql.query<{ id: string }>(
        `insert into ${table} (user_id, endpoint, p256dh, auth, user_agent) values ($1, $2, $3, $4, $5)
         on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
           user_agent = excluded.user_agent, created_at = now()
         returning id`,
        [userId, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth, userAgent ?? null],
      );
      await sql.query(
        `delete from ${table} where id in (
           select id from ${table} where user_id = $1 order by created_at desc, id desc offset $2)`,
        [userId, PUSH_SUBSCRIPTIONS_PER_USER_MAX],
      );
      const [row] = rows;
      if (!row) throw new Error('The push subscription upsert returned no row');
      return { id: row.id };
    });
  }

  /** Forgets the browser's subscription if it is the user's; another account's endpoint is left alone. */
  async remove(userId: string, endpoint: string): Promise<{ removed: boolean }> {
    const pool = await this.database.pool();
    const { rowCount } = await pool.query(`delete from ${this.database.tables.pushSubscriptions} where endpoint = $1 and user_id = $2`, [endpoint, userId]);
    return { removed: (rowCount ?? 0) > 0 };
  }

  /** How many browsers the user receives push messages on. */
  async count(userId: string): Promise<number> {
    const pool = await this.database.pool();
    const { rows } = await pool.query<{ devices: number }>(`select count(*)::int as devices from ${this.database.tables.pushSubscriptions} where user_id = $1`, [userId]);
    return rows[0]?.devices ?? 0;
  }
}
