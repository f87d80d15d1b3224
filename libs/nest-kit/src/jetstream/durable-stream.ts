import {
  AckPolicy,
  DiscardPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  type DeliverPolicy,
  type JetStreamManager,
} from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';

/** A stream of facts kept for durable consumers, as `ensureStream` creates it. */
export interface StreamSettings {
  name: string;
  subjects: string[];
  /** A re-published message (same Nats-Msg-Id) within this window is stored once. */
  duplicateWindowMs: number;
  /** How long a message is kept for a consumer that was down. */
  maxAgeMs: number;
}

/** An explicit-ack durable pull consumer, as `ensureDurable` creates it. */
export interface DurableSettings {
  durableName: string;
  filterSubject: string;
  /** How long the server waits for an acknowledgement before redelivering. */
  ackWaitMs: number;
  maxAckPending: number;
  /** Where a new durable starts; an existing one keeps its position. */
  deliverPolicy: DeliverPolicy;
}

const isNotFound = (error: unknown) =>
  error instanceof JetStreamApiError &&
  (error.code === JetStreamApiCodes.StreamNotFound || error.code === JetStreamApiCodes.ConsumerNotFound);

/**
 * The stream, created when missing (limits retention, file storage, oldest discarded), kept on
 * `replicas` servers (an existing stream is scaled to that). Only options of nats-server 2.9 are used.
 */
export async function ensureStream(manager: JetStreamManager, stream: StreamSettings, replicas: number): Promise<void> {
  try {
    const { config } = await manager.streams.info(stream.name);
    if (config.num_replicas !== replicas) await manager.streams.update(stream.name, { num_replicas: replicas });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await manager.streams
      .add({
        num_replicas: replicas,
        name: stream.name,
        subjects: stream.subjects,
        retention: RetentionPolicy.Limits,
        storage: StorageType.File,
        discard: DiscardPolicy.Old,
        duplicate_window: nanos(stream.duplicateWindowMs),
        max_age: nanos(stream.maxAgeMs),
      })
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
      deliver_policy: durable.deliverPolicy,
      filter_subject: durable.filterSubject,
      ack_wait: nanos(durable.ackWaitMs),
      max_ack_pending: durable.maxAckPending,
    });
  }
}
