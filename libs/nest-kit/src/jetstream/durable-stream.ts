import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
  type StreamConfig,
} from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import type { DurableSettings, StreamSettings } from '@pickwise/contracts';

const DELIVER_POLICIES: Record<DurableSettings['deliverPolicy'], DeliverPolicy> = { all: DeliverPolicy.All, new: DeliverPolicy.New };

/** What JetStream is told to create for `stream` (its settings in libs/contracts): limits retention, file storage, oldest discarded. */
export const streamConfig = (stream: StreamSettings, replicas: number): Partial<StreamConfig> & { name: string } => ({
  num_replicas: replicas,
  name: stream.name,
  subjects: stream.subjects,
  retention: RetentionPolicy.Limits,
  storage: StorageType.File,
  discard: DiscardPolicy.Old,
  ...(stream.duplicateWindowMs === undefined ? {} : { duplicate_window: nanos(stream.duplicateWindowMs) }),
  max_age: nanos(stream.maxAgeMs),
});

const isNotFound = (error: unknown) =>
  error instanceof JetStreamApiError &&
  (error.code === JetStreamApiCodes.StreamNotFound || error.code === JetStreamApiCodes.ConsumerNotFound);

/**
 * The stream (one of libs/contracts' `*_STREAM_SETTINGS`), created when missing (limits retention, file storage, oldest discarded), kept on
 * `replicas` servers (an existing stream is scaled to that). Only options of nats-server 2.9 are used.
 */
export async function ensureStream(manager: JetStreamManager, stream: StreamSettings, replicas: number): Promise<void> {
  try {
    const { config } = await manager.streams.info(stream.name);
    if (config.num_replicas !== replicas) await manager.streams.update(stream.name, { num_replicas: replicas });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await manager.streams
      .add(streamConfig(stream, replicas))
      .catch(async (addError: unknown) => {
        // Another replica (or a service on the other side of the stream) created it between our look-up and our add.
        await manager.streams.info(stream.name).catch(() => Promise.reject(addError));
      });
  }
}

/** The durable consumer of `stream`, created when missing; an existing one is brought to the ack wait. */
export async function ensureDurable(manager: JetStreamManager, stream: string, durable: DurableSettings): Promise<void> {
  try {
    const { config } = await manager.consumers.info(stream, durable.durableName);
    if (config.ack_wait !== nanos(durable.ackWaitMs)) await manager.consumers.update(stream, durable.durableName, { ack_wait: nanos(durable.ackWaitMs) });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await manager.consumers.add(stream, {
      durable_name: durable.durableName,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DELIVER_POLICIES[durable.deliverPolicy],
      filter_subject: durable.filterSubject,
      ack_wait: nanos(durable.ackWaitMs),
      max_ack_pending: durable.maxAckPending,
    });
  }
}
