import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '@pickwise/contracts';
import { APP_CONFIG } from '@pickwise/nest-kit';
import type { NotificationsConfig } from '../config.js';
import { NotificationsDatabase, type Sql } from '../database/notifications-database.js';
import { MailTransport } from '../email/mail-transport.js';
import { MAX_ATTEMPTS, retryDelayMs } from './back-off.js';
import type { DeliveryOutcome } from './delivery-outcome.js';
import { MessageDelivery, type ClaimedMessage } from './message-delivery.js';
import { finishedMessages, registerPendingGauge, sendDuration, unregisterPendingGauge } from './outbox-metrics.js';

/** Without a wake-up (an enqueue in another replica), the outbox is looked at this often. */
const POLL_INTERVAL_MS = 1_000;

type Outcome = 'sent' | 'retry' | 'failed' | 'dropped';

/**
 * The outbox's sender, on every replica: claims due messages (`pending` and due, or `sending` with
 * an expired lease) with FOR UPDATE SKIP LOCKED, so replicas never claim the same row at once, and
 * records each outcome: sent; tried again later with exponential back-off (given up after
 * MAX_ATTEMPTS); dropped; or failed.
 *
 * Each channel claims only what it sends at once: SEND_CONCURRENCY push messages, as many mails as
 * the SMTP pool has connections. A claimed message is thus being sent, not queued, while its lease
 * (SEND_LEASE_SECONDS) runs. A claim counts an attempt, and every record of an outcome is fenced by
 * it (`attempts` still the claim's): a send that outlived its lease, whose message another claim
 * took, changes nothing when it ends.
 *
 * It wakes at once after an enqueue in this process and when a send finishes, and polls otherwise.
 * At shutdown it stops claiming and waits for the messages in flight.
 */
@Injectable()
export class OutboxSender implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxSender.name);
  private readonly inFlight: Record<NotificationChannel, Set<Promise<void>>> = { push: new Set(), email: new Set() };
  private readonly capacity: Record<NotificationChannel, number>;
  private running?: Promise<void>;
  private stopping = false;
  /** Set by a wake-up that came while the loop was busy, so its next pause is skipped. */
  private woken = false;
  private endPause?: () => void;

  constructor(
    private readonly database: NotificationsDatabase,
    private readonly delivery: MessageDelivery,
    mail: MailTransport,
    @Inject(APP_CONFIG) private readonly config: Pick<NotificationsConfig, 'SEND_CONCURRENCY' | 'SEND_RETRY_BASE_MS' | 'SEND_LEASE_SECONDS'>,
  ) {
    this.capacity = { push: config.SEND_CONCURRENCY, email: mail.concurrency };
  }

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
    await Promise.all(NOTIFICATION_CHANNELS.flatMap((channel) => [...this.inFlight[channel]]));
    unregisterPendingGauge(this.countPending);
  }

  /** Looks at the outbox now rather than at the next poll. */
  wake(): void {
    this.woken = true;
    this.endPause?.();
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let more = false;
      for (const channel of NOTIFICATION_CHANNELS) {
        const room = this.capacity[channel] - this.inFlight[channel].size;
        // While sends are in flight, claim in batches (a quarter of the channel's capacity at least):
        // a claim costs a query, identity's recipients and the subscriptions whatever its size.
        if (room <= 0 || (this.inFlight[channel].size > 0 && room < Math.ceil(this.capacity[channel] / 4))) continue;
        try {
          const claimed = await this.claim(channel, room);
          if (claimed.length > 0) await this.dispatch(channel, claimed);
          // A full claim means more may be due: claim again at once if sends already made room.
          more ||= claimed.length === room && this.inFlight[channel].size < this.capacity[channel];
        } catch (error) {
          this.logger.error(`outbox not read, trying again in ${POLL_INTERVAL_MS} ms: ${String(error)}`);
        }
      }
      // With no room, a finished send wakes the loop.
      if (!more) await this.pause();
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

  private async claim(channel: NotificationChannel, limit: number): Promise<ClaimedMessage[]> {
    const { outbox } = this.database.tables;
    const { rows } = await (await this.database.pool()).query<ClaimedMessage>(
      `update ${outbox} o
          set status = 'sending', attempts = o.attempts + 1, lease_until = now() + make_interval(secs => $3)
        where o.id in (
          select id from ${outbox}
           where status in ('pending', 'sending') and next_attempt_at <= now() and (status = 'pending' or lease_until < now()) and channel = $1
           order by next_attempt_at
           limit $2
             for update skip locked)
        returning o.id::text as id, o.user_id as "userId", o.channel, o.kind, o.game, o.subscription_id as "subscriptionId", o.facts, o.attempts`,
      [channel, limit, this.config.SEND_LEASE_SECONDS],
    );
    return rows;
  }

  private async dispatch(channel: NotificationChannel, claimed: ClaimedMessage[]): Promise<void> {
    // A message claimed again after its lease ran out on its last allowed attempt: what became of that attempt is unknown, and it is the last.
    const exhausted = claimed.filter((message) => message.attempts > MAX_ATTEMPTS);
    for (const message of exhausted) this.track(channel, this.record(message, { kind: 'failed', reason: `no outcome recorded after ${MAX_ATTEMPTS} attempts` }));
    const due = claimed.filter((message) => message.attempts <= MAX_ATTEMPTS);
    if (due.length === 0) return;
    let prepared;
    try {
      prepared = await this.delivery.prepare(due);
    } catch (error) {
      const reason = `recipients not read: ${error instanceof Error ? error.message : String(error)}`;
      for (const message of due) this.track(channel, this.record(message, { kind: 'retry', reason }));
      return;
    }
    for (const { message, send } of prepared) this.track(channel, this.deliver(message, send));
  }

  private async deliver(message: ClaimedMessage, send: () => Promise<DeliveryOutcome>): Promise<void> {
    const stop = sendDuration().startTimer({ channel: message.channel });
    const outcome = await send().catch((error: unknown): DeliveryOutcome => ({ kind: 'retry', reason: error instanceof Error ? error.message : String(error) }));
    stop({ outcome: outcome.kind });
    await this.record(message, outcome);
  }

  /** Runs `work` among the channel's messages in flight; its end makes room, so it wakes the loop. */
  private track(channel: NotificationChannel, work: Promise<void>): void {
    const inFlight = this.inFlight[channel];
    const tracked: Promise<void> = work
      .catch((error: unknown) => this.logger.error(`outbox message not recorded (sent again after its lease): ${String(error)}`))
      .finally(() => {
        inFlight.delete(tracked);
        this.wake();
      });
    inFlight.add(tracked);
  }

  private async record(message: ClaimedMessage, outcome: DeliveryOutcome): Promise<void> {
    const { counted, reason, recorded } = await this.apply(message, outcome, await this.database.pool());
    finishedMessages().inc({ channel: message.channel, kind: message.kind, outcome: counted });
    if (!recorded) this.logger.warn(`${message.channel} message ${message.id}: attempt ${message.attempts} ended (${counted}) after its lease, claimed again meanwhile: not recorded`);
    else if (counted === 'failed') this.logger.warn(`${message.channel} message ${message.id} (${message.kind} ${message.game}) failed: ${reason}`);
  }

  private async apply(message: ClaimedMessage, outcome: DeliveryOutcome, pool: Sql): Promise<{ counted: Outcome; reason: string | null; recorded: boolean }> {
    const { pushSubscriptions } = this.database.tables;
    const finish = (status: Exclude<Outcome, 'retry'>, lastError: string | null) =>
      this.updateClaimed(pool, message, `status = $3, last_error = $4, sent_at = case when $3 = 'sent' then now() else sent_at end`, [status, lastError]);
    switch (outcome.kind) {
      case 'sent':
        return { counted: 'sent', reason: null, recorded: await finish('sent', null) };
      case 'gone':
        // The browser's subscription expired, was revoked or has unusable keys: no later message can reach it either.
        if (message.subscriptionId) await pool.query(`delete from ${pushSubscriptions} where id = $1`, [message.subscriptionId]);
        return { counted: 'dropped', reason: outcome.reason, recorded: await finish('dropped', outcome.reason) };
      case 'dropped':
      case 'failed':
        return { counted: outcome.kind, reason: outcome.reason, recorded: await finish(outcome.kind, outcome.reason) };
      case 'retry': {
        if (message.attempts >= MAX_ATTEMPTS) {
          const reason = `gave up after ${message.attempts} attempts: ${outcome.reason}`;
          return { counted: 'failed', reason, recorded: await finish('failed', reason) };
        }
        const delayMs = retryDelayMs(message.attempts, this.config.SEND_RETRY_BASE_MS, outcome.retryAfterMs);
        const recorded = await this.updateClaimed(pool, message, `status = 'pending', last_error = $3, next_attempt_at = now() + make_interval(secs => $4)`, [outcome.reason, delayMs / 1_000]);
        return { counted: 'retry', reason: outcome.reason, recorded };
      }
    }
  }

  /**
   * Sets `assignments` (parameters from $3: `values`) and ends the lease, only while the row is
   * still this claim's: `sending`, with the attempt number the claim gave it. False when a later
   * claim took the message after this one's lease ran out; that claim records its own outcome.
   */
  private async updateClaimed(pool: Sql, message: ClaimedMessage, assignments: string, values: readonly unknown[]): Promise<boolean> {
    const { rowCount } = await pool.query(
      `update ${this.database.tables.outbox} set ${assignments}, lease_until = null where id = $1 and status = 'sending' and attempts = $2`,
      [message.id, message.attempts, ...values],
    );
    return rowCount === 1;
  }
}
