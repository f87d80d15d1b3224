import { DeliverPolicy } from '@nats-io/jetstream';
import { DRAW_CHANGES_STREAM, DRAWS_UPSERTED_WILDCARD } from '@pickwise/contracts';
import type { DurableSettings, StreamSettings } from './durable-stream.js';

/** `Nats-Msg-Id` of a `draws.upserted` event: a batch's (game, run, batch), or a seed's (game, run). */
export const drawChangesMsgId = (event: { game: string; runId: string; batch?: number }) =>
  event.batch === undefined ? `${event.game}:${event.runId}` : `${event.game}:${event.runId}:${event.batch}`;

/**
 * The DRAW_CHANGES stream (`draws.upserted.*`), created when missing by the draws service before
 * its first event or by the tickets service. Events are kept for a consumer that was down; a month
 * covers any realistic outage, as for DRAWS. Core subscribers of the subject receive the same messages.
 */
export const DRAW_CHANGES_STREAM_SETTINGS: StreamSettings = {
  name: DRAW_CHANGES_STREAM,
  subjects: [DRAWS_UPSERTED_WILDCARD],
  duplicateWindowMs: 10 * 60_000,
  maxAgeMs: 30 * 24 * 3_600_000,
};

/**
 * A durable pull consumer of every game's draw changes; the replicas of a service share it. A new
 * durable starts with the events published from then on: lines saved later are checked as they are
 * saved, so older events hold nothing for it. The ack wait: a check of one draw against every saved
 * line takes seconds at most; the margin is for a slow database.
 */
export const drawChangesDurable = (durableName: string): DurableSettings => ({
  durableName,
  filterSubject: DRAWS_UPSERTED_WILDCARD,
  ackWaitMs: 60_000,
  maxAckPending: 16,
  deliverPolicy: DeliverPolicy.New,
});
