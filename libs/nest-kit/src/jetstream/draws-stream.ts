import { DeliverPolicy, type JetStreamManager } from '@nats-io/jetstream';
import { DRAWS_STREAM, drawsIngestedSubject } from '@pickwise/contracts';
import { ensureStream, type DurableSettings, type StreamSettings } from './durable-stream.js';

/** Every game's ingested batches: `draws.ingested.<game>`. */
export const DRAWS_INGESTED_FILTER = drawsIngestedSubject('*');

/**
 * The DRAWS stream, created when missing by the first of ingestion or draws to start. Batches are
 * facts kept for replay by a new consumer; a month covers any realistic outage.
 */
export const DRAWS_STREAM_SETTINGS: StreamSettings = {
  name: DRAWS_STREAM,
  subjects: [DRAWS_INGESTED_FILTER],
  duplicateWindowMs: 10 * 60_000,
  maxAgeMs: 30 * 24 * 3_600_000,
};

export const ensureDrawsStream = (manager: JetStreamManager, replicas: number) => ensureStream(manager, DRAWS_STREAM_SETTINGS, replicas);

/**
 * A durable pull consumer of every game's batches. A new durable starts at the beginning of the
 * stream, so a fresh draws database catches up on everything still kept. The ack wait is what the
 * batches a draws replica held when it died wait before another replica stores them: a batch is
 * stored in milliseconds; the margin is for a database that is slow for a while.
 */
export const drawsDurable = (durableName: string): DurableSettings => ({
  durableName,
  filterSubject: DRAWS_INGESTED_FILTER,
  ackWaitMs: 15_000,
  maxAckPending: 64,
  deliverPolicy: DeliverPolicy.All,
});
