import { Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { jetstream, jetstreamManager, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { describeZodError, type DurableSettings, type StreamSettings } from '@pickwise/contracts';
import type { z } from 'zod';
import { ensureDurable, ensureStream } from './durable-stream.js';
import type { JetStreamConnection } from './jetstream-connection.js';

/** What a `DurableStreamConsumer` reads, and how it tells a usable message. */
export interface DurableStreamSource<S extends z.ZodType<{ game: string }>, G> {
  stream: StreamSettings;
  durable: DurableSettings;
  /** How many messages the server hands over ahead of their processing. */
  maxMessages: number;
  schema: S;
  /** Whether a message is Nest's event format (`{ pattern, data }`, as a Nest service publishes it) rather than the payload itself. */
  nestEvent: boolean;
  /** The game a payload names; undefined for one this deployment does not know. */
  findGame: (id: string) => G | undefined;
}

/**
 * A durable pull consumer of a stream of per-game subjects (`<a>.<b>.<game>`), shared by the
 * replicas of a service: at start it creates the stream and the durable when missing (the consumer
 * may start before anything was published), then handles one message at a time until shutdown,
 * which waits for the message in hand. A message that can never be handled (no payload of the
 * schema, an unknown game, a game other than its subject's) is terminated; what a usable one does,
 * and when it is acknowledged, is the subclass's `handle`.
 */
export abstract class DurableStreamConsumer<S extends z.ZodType<{ game: string }>, G> implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  private messages?: ConsumerMessages;
  private processing?: Promise<void>;

  protected constructor(
    private readonly jetStreamConnection: JetStreamConnection,
    private readonly source: DurableStreamSource<S, G>,
  ) {}

  /** Acknowledges, naks or terminates a usable message of `game`. */
  protected abstract handle(message: JsMsg, payload: z.output<S>, game: G): Promise<void>;

  async onApplicationBootstrap(): Promise<void> {
    const { stream, durable } = this.source;
    const nats = await this.jetStreamConnection.get();
    const manager = await jetstreamManager(nats);
    await ensureStream(manager, stream, this.jetStreamConnection.streamReplicas);
    await ensureDurable(manager, stream.name, durable);
    const consumer = await jetstream(nats).consumers.get(stream.name, durable.durableName);
    this.messages = await consumer.consume({ max_messages: this.source.maxMessages });
    this.processing = this.process(this.messages).catch((error: unknown) => this.logger.error(`${stream.name} consumer stopped: ${String(error)}`));
    this.logger.log(`consuming ${stream.name} as durable ${durable.durableName}`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.messages?.stop();
    await this.processing;
  }

  /** A failed acknowledgement means a redelivery, which `handle` must make harmless. */
  protected async acknowledge(message: JsMsg): Promise<void> {
    await message.ackAck().catch((error: unknown) => this.logger.warn(`ack of message ${message.seq} failed: ${String(error)}`));
  }

  private async process(messages: ConsumerMessages): Promise<void> {
    for await (const message of messages) await this.receive(message);
  }

  private async receive(message: JsMsg): Promise<void> {
    const parsed = this.source.schema.safeParse(this.decode(message));
    const game = parsed.success ? this.source.findGame(parsed.data.game) : undefined;
    if (!parsed.success || game === undefined || message.subject.split('.')[2] !== parsed.data.game) {
      this.logger.error(`Terminated unusable message ${message.seq} on ${message.subject}: ${parsed.success ? 'unknown game or subject mismatch' : describeZodError(parsed.error)}`);
      message.term();
      return;
    }
    await this.handle(message, parsed.data, game);
  }

  private decode(message: JsMsg): unknown {
    try {
      const body: unknown = message.json();
      return this.source.nestEvent ? (body as { data?: unknown } | null)?.data : body;
    } catch {
      return undefined;
    }
  }
}
