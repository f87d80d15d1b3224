import { jetstream, jetstreamManager, type PubAck } from '@nats-io/jetstream';
import type { StreamSettings } from '@pickwise/contracts';
import { ensureStream } from './durable-stream.js';
import type { JetStreamConnection } from './jetstream-connection.js';

/** How long one publish waits for JetStream's acknowledgement. */
const ACK_TIMEOUT_MS = 5_000;

/**
 * Publishes into one stream through JetStream: the stream is created when missing, once per
 * process, before the first message (a failed creation is tried again at the next publish).
 * Resolves with JetStream's acknowledgement (`duplicate` when a message of the same `Nats-Msg-Id`
 * was stored within the stream's window, and this one was not); rejects when JetStream did not
 * confirm the message, so the caller keeps what tells it to publish again.
 */
export class StreamPublisher {
  private streamReady?: Promise<void>;

  constructor(
    private readonly connection: JetStreamConnection,
    private readonly stream: StreamSettings,
  ) {}

  async publish(subject: string, payload: string, msgID: string): Promise<PubAck> {
    const nats = await this.connection.get();
    this.streamReady ??= jetstreamManager(nats)
      .then((manager) => ensureStream(manager, this.stream, this.connection.streamReplicas))
      .catch((error: unknown) => {
        this.streamReady = undefined;
        throw error;
      });
    await this.streamReady;
    return jetstream(nats).publish(subject, payload, { msgID, timeout: ACK_TIMEOUT_MS });
  }
}
