import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
} from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import { DRAWS_STREAM, drawsIngestedSubject } from '@pickwise/contracts';

/** Every game's ingested batches: `draws.ingested.<game>`. */
export const DRAWS_INGESTED_FILTER = drawsIngestedSubject('*');

/** A re-published batch (same Nats-Msg-Id) within this window is stored once. */
const DUPLICATE_WINDOW_MS = 10 * 60_000;
/** Batches are facts kept for replay by a new consumer; a month covers any realistic outage. */
const MAX_AGE_MS = 30 * 24 * 3_600_000;
/**
 * How long the server waits for an acknowledgement before redelivering: what the batches a draws
 * replica held when it died wait before another replica stores them. A batch is stored in
 * milliseconds; the margin is for a database that is slow for a while.
 */
const ACK_WAIT_MS = 15_000;

const isNotFound = (error: unknown) =>
  error instanceof JetStreamApiError &&
  (error.code === JetStreamApiCodes.StreamNotFound || error.code === JetStreamApiCodes.ConsumerNotFound);

/**
 * The DRAWS stream, created when missing (the first of ingestion or draws to start creates it), kept
 * on `replicas` servers (an existing stream is scaled to that). Only options of nats-server 2.9 are used.
 */
export async function ensureDrawsStream(manager: JetStreamManager, replicas: number): Promise<void> {
  try {
    const { config } = await manager.streams.info(DRAWS_STREAM);
    if (config.num_replicas !== replicas) await manager.streams.update(DRAWS_STREAM, { num_replicas: replicas });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await manager.streams.add({
      num_replicas: replicas,
      name: DRAWS_STREAM,
      subjects: [DRAWS_INGESTED_FILTER],
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      discard: DiscardPolicy.Old,
      duplicate_window: nanos(DUPLICATE_WINDOW_MS),
      max_age: nanos(MAX_AGE_MS),
    });
  }
}

/**
 * A durable pull consumer of every game's batches, created when missing. A new durable starts at
 * the beginning of the stream, so a fresh draws database catches up on everything still kept.
 */
export async function ensureDurableConsumer(manager: JetStreamManager, durableName: string): Promise<void> {
  try {
    const { config } = await manager.consumers.info(DRAWS_STREAM, durableName);
    if (config.ack_wait !== nanos(ACK_WAIT_MS)) await manager.consumers.update(DRAWS_STREAM, durableName, { ack_wait: nanos(ACK_WAIT_MS) });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await manager.consumers.add(DRAWS_STREAM, {
      durable_name: durableName,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: DRAWS_INGESTED_FILTER,
      ack_wait: nanos(ACK_WAIT_MS),
      max_ack_pending: 64,
    });
  }
}
