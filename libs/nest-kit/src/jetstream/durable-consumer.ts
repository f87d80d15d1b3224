import { Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { jetstream, jetstreamManager, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { DurableSettings, StreamSettings } from '@pickwise/contracts';
import { ensureDurable, ensureStream } from './durable-stream.js';
import type { JetStreamConnection } from './jetstream-connection.js';

/** What a durable consumer reads. */
export interface DurableSource {
  stream: StreamSettings;
  durable: DurableSettings;
  /** How many messages the server hands over ahead of their processing. */
  maxMessages: number;
}

/** A message's usable payload, or why it can never be handled. */
export type Accepted<T> = { payload: T } | { problem: string };

/**
 * A durable pull consumer of a stream, shared by the replicas of a service: at start it creates
 * the stream and the durable when missing (the consumer may start before anything was published),
 * then handles one message at a time until shutdown, which waits for the message in hand. A
 * message `accept` refuses is terminated (it would fail the same way on every redelivery); what a
 * usable one does, and when it is acknowledged, is the subclass's `handle`.
 */
export abstract class DurableConsumer<T> implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  private messages?: ConsumerMessages;
  private processing?: Promise<void>;

  protected constructor(
    private readonly jetStreamConnection: JetStreamConnection,
    private readonly durableSource: DurableSource,
  ) {}

  /** The payload of a message, or why it can never be handled. */
  protected abstract accept(message: JsMsg): Accepted<T>;

  /** Acknowledges, naks or terminates a usable message. */
  protected abstract handle(message: JsMsg, payload: T): Promise<void>;

  async onApplicationBootstrap(): Promise<void> {
    const { stream, durable } = this.durableSource;
    const nats = await this.jetStreamConnection.get();
    const manager = await jetstreamManager(nats);
    await ensureStream(manager, stream, this.jetStreamConnection.streamReplicas);
    await ensureDurable(manager, stream.name, durable);
    const consumer = await jetstream(nats).consumers.get(stream.name, durable.durableName);
    this.messages = await consumer.consume({ max_messages: this.durableSource.maxMessages });
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

  /** The message's JSON body, or undefined when it is not JSON. */
  protected json(message: JsMsg): unknown {
    try {
      return message.json();
    } catch {
      return undefined;
    }
  }

  private async process(messages: ConsumerMessages): Promise<void> {
    for await (const message of messages) await this.receive(message);
  }

  private async receive(message: JsMsg): Promise<void> {
    const accepted = this.accept(message);
    if ('problem' in accepted) {
      this.logger.error(`Terminated unusable message ${message.seq} on ${message.subject}: ${accepted.problem}`);
      message.term();
      return;
    }
    await this.handle(message, accepted.payload);
  }
}
