import { getOrCreate, metricsRegistry, promClient } from '@pickwise/nest-kit';

// Push services answer in tens of milliseconds to a few seconds; an SMTP relay's handover of one
// mail over a pooled connection takes about as long.
const SEND_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30];

const ENQUEUED = 'notifications_messages_enqueued_total';
const FINISHED = 'notifications_messages_total';
const SEND_DURATION = 'notifications_send_duration_seconds';
const PENDING = 'notifications_outbox_pending';

/** The outbox's rows still to send, counted when the metrics are read (set by the running sender). */
let countPending: (() => Promise<number>) | undefined;

export const enqueuedMessages = () =>
  getOrCreate(
    ENQUEUED,
    () =>
      new promClient.Counter({
        name: ENQUEUED,
        help: 'Messages put in the outbox (a redelivered event adds none), by kind and channel',
        labelNames: ['kind', 'channel'] as const,
        registers: [metricsRegistry],
      }),
  );

/** Attempts by outcome: sent, retry (tried again later), failed (given up or refused), dropped (no address, subscription gone, draw passed). */
export const finishedMessages = () =>
  getOrCreate(
    FINISHED,
    () =>
      new promClient.Counter({
        name: FINISHED,
        help: 'Send attempts of outbox messages, by channel, kind and outcome (sent, retry, failed, dropped)',
        labelNames: ['channel', 'kind', 'outcome'] as const,
        registers: [metricsRegistry],
      }),
  );

export const sendDuration = () =>
  getOrCreate(
    SEND_DURATION,
    () =>
      new promClient.Histogram({
        name: SEND_DURATION,
        help: 'Time to hand one message to its push service or the SMTP server, by channel and outcome',
        labelNames: ['channel', 'outcome'] as const,
        buckets: SEND_BUCKETS,
        registers: [metricsRegistry],
      }),
  );

/** Registers the pending gauge, read from the database at each scrape rather than kept in step with every replica's work. */
export function registerPendingGauge(count: () => Promise<number>): void {
  countPending = count;
  getOrCreate(
    PENDING,
    () =>
      new promClient.Gauge({
        name: PENDING,
        help: 'Outbox messages not yet sent (pending or being sent), all replicas together',
        registers: [metricsRegistry],
        async collect() {
          // Unreadable (the database is down, which readiness reports): the gauge keeps its last value rather than failing every metric.
          const count = await countPending?.().catch(() => undefined);
          if (count !== undefined) this.set(count);
        },
      }),
  );
}

/** Stops counting through `count` (its service stopped), unless another service's sender took over. */
export function unregisterPendingGauge(count: () => Promise<number>): void {
  if (countPending === count) countPending = undefined;
}
