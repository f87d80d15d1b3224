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
import { DRAW_CHANGES_STREAM, DRAWS_UPSERTED_WILDCARD } from '@pickwise/contracts';

/** A re-published event (same Nats-Msg-Id) within this window is stored once. */
const DUPLICATE_WINDOW_MS = 10 * 60_000;
/** Events are kept for a consumer that was down; a month covers any realistic outage, as for DRAWS. */
const MAX_AGE_MS = 30 * 24 * 3_600_000;
/**
 * How long the server waits for a consumer's acknowledgement before redelivering: a check of one
 * draw against every saved line takes seconds at most; the margin is for a slow database.
 */
const CHECK_ACK_WAIT_MS = 60_000;

const isNotFound = (error: unknown) =>
  error instanceof JetStreamApiError &&
  (error.code === JetStreamApiCodes.StreamNotFound || error.code === JetStreamApiCodes.ConsumerNotFound);

/** `Nats-Msg-Id` of a `draws.upserted` event: a batch's (game, run, batch), or a seed's (game, run). */
export const drawChangesMsgId = (event: { game: string; runId: string; batch?: number }) =>
  event.batch === undefined ? `${event.game}:${event.runId}` : `${event.game}:${event.runId}:${event.batch}`;

/**
 * The DRAW_CHANGES stream (`draws.upserted.*`), created when missing by the draws service before
 * its first event, kept on `replicas` servers (an existing stream is scaled to that). Only options
 * of nats-server 2.9 are used. Core subscribers of the subject receive the same messages.
 */
export async function ensureDrawChangesStream(manager: JetStreamManager, replicas: number): Promise<void> {
  try {
    const { config } = await manager.streams.info(DRAW_CHANGES_STREAM);
    if (config.num_replicas !== replicas) await manager.streams.update(DRAW_CHANGES_STREAM, { num_replicas: replicas });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await manager.streams
      .add({
        num_replicas: replicas,
        name: DRAW_CHANGES_STREAM,
        subjects: [DRAWS_UPSERTED_WILDCARD],
        retention: RetentionPolicy.Limits,
        storage: StorageType.File,
        discard: DiscardPolicy.Old,
        duplicate_window: nanos(DUPLICATE_WINDOW_MS),
        max_age: nanos(MAX_AGE_MS),
      })
      .catch(async (addError: unknown) => {
        // Another replica (or the consumer's service) created it between our look-up and our add.
        await manager.streams.info(DRAW_CHANGES_STREAM).catch(() => Promise.reject(addError));
      });
  }
}

/**
 * A durable pull consumer of every game's draw changes, created when missing; the replicas of a
 * service share it. A new durable starts with the events published from then on: lines saved
 * later are checked as they are saved, so older events hold nothing for it.
 */
export async function ensureDrawChangesConsumer(manager: JetStreamManager, durableName: string): Promise<void> {
  try {
    const { config } = await manager.consumers.info(DRAW_CHANGES_STREAM, durableName);
    if (config.ack_wait !== nanos(CHECK_ACK_WAIT_MS)) await manager.consumers.update(DRAW_CHANGES_STREAM, durableName, { ack_wait: nanos(CHECK_ACK_WAIT_MS) });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await manager.consumers.add(DRAW_CHANGES_STREAM, {
      durable_name: durableName,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.New,
      filter_subject: DRAWS_UPSERTED_WILDCARD,
      ack_wait: nanos(CHECK_ACK_WAIT_MS),
      max_ack_pending: 16,
    });
  }
}
