import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG } from '@pickwise/nest-kit';
import type { NotificationsConfig } from '../config.js';
import { NotificationsDatabase, type Sql } from '../database/notifications-database.js';
import { MAX_ATTEMPTS, retryDelayMs } from './back-off.js';
import type { DeliveryOutcome } from './delivery-outcome.js';
import { MessageDelivery, type ClaimedMessage } from './message-delivery.js';
import { finishedMessages, registerPendingGauge, sendDuration, unregisterPendingGauge } from './outbox-metrics.js';

/** Without a wake-up (an enqueue in another replica), the outbox is looked at this often. */
const POLL_INTERVAL_MS = 1_000;
/**
 * A claimed message is this replica's for this long; if the replica dies before recording what
 * became of it, another one sends it after the lease. It covers the slowest send (the push and
 * SMTP timeouts) many times over.
 */
const LEASE_SECONDS = 120;

type Outcome = 'sent' | 'retry' | 'failed' | 'dropped';

/**
 * The outbox's sender, on every replica: claims due messages (`pending` and due, or `sending` with
 * an expired lease) with FOR UPDATE SKIP LOCKED, so replicas never claim the same row, keeps up to
 * SEND_CONCURRENCY of them in flight, and records each outcome: sent; tried again later with
 * exponential back-off (given up after MAX_ATTEMPTS); dropped; or failed. It wakes at once after an
 * enqueue in this process and when a send finishes, and polls otherwise. At shutdown it stops
 * claiming and waits for the messages in flight.
 */
@Injectable()
export class OutboxSender implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxSender.name);
  private readonly inFlight = new Set<Promise<void>>();
  private running?: Promise<void>;
  private stopping = false;
  /** Set by a wake-up that came while the loop was busy, so its next pause is skipped. */
  private woken = false;
  private endPause?: () => void;

  constructor(
    private readonly database: NotificationsDatabase,
    private readonly delivery: MessageDelivery,
    @Inject(APP_CONFIG) private readonly config: Pick<NotificationsConfig, 'SEND_CONCURRENCY' | 'SEND_RETRY_BASE_MS'>,
  ) {}

  private readonly countPending = async () => {
    const { rows } = await (await this.database.pool()).query<{ count: number }>(`select count(*)::int as count from ${this.database.tables.outbox} where status in ('pending', 'sending')`);
    return rows[0]?.count ?? 0;
  };

  onApplicationBootstrap(): void {
    registerPendingGauge(this.countPending);
    this.running = this.loop();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.running;
    await Promise.all(this.inFlight);
    unregisterPendingGauge(this.countPending);
  }

  /** Looks at the outbox now rather than at the next poll. */
  wake(): void {
    this.woken = true;
    this.endPause?.();
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      const room = this.config.SEND_CONCURRENCY - this.inFlight.size;
      let more = false;
      if (room > 0) {
        try {
          const claimed = await this.claim(room);
          // A full claim means more may be due: claim again as soon as there is room.
          more = claimed.length === room;
          if (claimed.length > 0) await this.dispatch(claimed);
        } catch (error) {
          this.logger.error(`outbox not read, trying again in ${POLL_INTERVAL_MS} ms: ${String(error)}`);
        }
      }
      // With no room, a finished send wakes the loop.
      if (!more || this.inFlight.size >= this.config.SEND_CONCURRENCY) await this.pause();
    }
  }

  private pause(): Promise<void> {
    if (this.woken || this.stopping) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const end = () => {
        clearTimeout(timer);
        this.endPause = undefined;
        this.woken = false;
        resolve();
      };
      const timer = setTimeout(end, POLL_INTERVAL_MS);
      this.endPause = end;
    });
  }

  private async claim(limit: number): Promise<ClaimedMessage[]> {
    const { outbox } = this.database.tables;
    const { rows } = await (await this.database.pool()).query<ClaimedMessage>(
      `update ${outbox} o
          set status = 'sending', attempts = o.attempts + 1, lease_until = now() + make_interval(secs => $2)
        where o.id in (
          select id from ${outbox}
           where status in ('pending', 'sending') and next_attempt_at <= now() and (status = 'pending' or lease_until < now())
           order by next_attempt_at
           limit $1
             for update skip locked)
        returning o.id::text as id, o.user_id as "userId", o.channel, o.kind, o.game, o.subscription_id as "subscriptionId", o.facts, o.attempts`,
      [limit, LEASE_SECONDS],
    );
    return rows;
  }

  private async dispatch(claimed: ClaimedMessage[]): Promise<void> {
    // A message claimed again after its lease ran out on its last allowed attempt: what became of that attempt is unknown, and it is the last.
    const exhausted = claimed.filter((message) => message.attempts > MAX_ATTEMPTS);
    for (const message of exhausted) this.track(this.record(message, { kind: 'failed', reason: `no outcome recorded after ${MAX_ATTEMPTS} attempts` }));
    const due = claimed.filter((message) => message.attempts <= MAX_ATTEMPTS);
    if (due.length === 0) return;
    let prepared;
    try {
      prepared = await this.delivery.prepare(due);
    } catch (error) {
      const reason = `recipients not read: ${error instanceof Error ? error.message : String(error)}`;
      for (const message of due) this.track(this.record(message, { kind: 'retry', reason }));
      return;
    }
    for (const { message, send } of prepared) this.track(this.deliver(message, send));
  }

  private async deliver(message: ClaimedMessage, send: () => Promise<DeliveryOutcome>): Promise<void> {
    const stop = sendDuration().startTimer({ channel: message.channel });
    const outcome = await send().catch((error: unknown): DeliveryOutcome => ({ kind: 'retry', reason: error instanceof Error ? error.message : String(error) }));
    stop({ outcome: outcome.kind });
    await this.record(message, outcome);
  }

  /** Runs `work` among the messages in flight; its end makes room, so it wakes the loop. */
  private track(work: Promise<void>): void {
    const tracked: Promise<void> = work
      .catch((error: unknown) => this.logger.error(`outbox message not recorded (sent again after its lease): ${String(error)}`))
      .finally(() => {
        this.inFlight.delete(tracked);
        this.wake();
      });
    this.inFlight.add(tracked);
  }

  private async record(message: ClaimedMessage, outcome: DeliveryOutcome): Promise<void> {
    const pool = await this.database.pool();
    const { outbox } = this.database.tables;
    const finish = (status: Outcome, lastError: string | null) =>
      pool.query(
        `update ${outbox} set status = $2, lease_until = null, last_error = $3, sent_at = case when $2 = 'sent' then now() else sent_at end
          where id = $1 and status = 'sending'`,
        [message.id, status, lastError],
      );
    const { counted, reason } = await this.apply(message, outcome, pool, finish);
    finishedMessages().inc({ channel: message.channel, kind: message.kind, outcome: counted });
    if (counted === 'failed') this.logger.warn(`${message.channel} message ${message.id} (${message.kind} ${message.game}) failed: ${reason}`);
  }

  private async apply(
    message: ClaimedMessage,
    outcome: DeliveryOutcome,
    pool: Sql,
    finish: (status: Outcome, lastError: string | null) => Promise<unknown>,
  ): Promise<{ counted: Outcome; reason: string | null }> {
    const { outbox, pushSubscriptions } = this.database.tables;
    switch (outcome.kind) {
      case 'sent':
        await finish('sent', null);
        if (message.subscriptionId) await pool.query(`update ${pushSubscriptions} set last_sent_at = now() where id = $1`, [message.subscriptionId]);
        return { counted: 'sent', reason: null };
      case 'gone':
        // The browser's subscription expired or was revoked: no later message can reach it either.
        if (message.subscriptionId) await pool.query(`delete from ${pushSubscriptions} where id = $1`, [message.subscriptionId]);
        await finish('dropped', outcome.reason);
        return { counted: 'dropped', reason: outcome.reason };
      case 'dropped':
      case 'failed':
        await finish(outcome.kind, outcome.reason);
        return { counted: outcome.kind, reason: outcome.reason };
      case 'retry': {
        if (message.attempts >= MAX_ATTEMPTS) {
          const reason = `gave up after ${message.attempts} attempts: ${outcome.reason}`;
          await finish('failed', reason);
          return { counted: 'failed', reason };
        }
        const delayMs = retryDelayMs(message.attempts, this.config.SEND_RETRY_BASE_MS, outcome.retryAfterMs);
        await pool.query(
          `update ${outbox} set status = 'pending', lease_until = null, last_error = $2, next_attempt_at = now() + make_interval(secs => $3)
            where id = $1 and status = 'sending'`,
          [message.id, outcome.reason, delayMs / 1_000],
        );
        return { counted: 'retry', reason: outcome.reason };
      }
    }
  }
}
