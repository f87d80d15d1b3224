import type { JsMsg } from '@nats-io/jetstream';
import { describeZodError } from '@pickwise/contracts';
import type { z } from 'zod';
import { DurableConsumer, type Accepted, type DurableSource } from './durable-consumer.js';
import type { JetStreamConnection } from './jetstream-connection.js';

/** What a `DurableStreamConsumer` reads, and how it tells a usable message. */
export interface DurableStreamSource<S extends z.ZodType<{ game: string }>, G> extends DurableSource {
  schema: S;
  /** Whether a message is Nest's event format (`{ pattern, data }`, as a Nest service publishes it) rather than the payload itself. */
  nestEvent: boolean;
  /** The game a payload names; undefined for one this deployment does not know. */
  findGame: (id: string) => G | undefined;
}

/**
 * A durable consumer of a stream of per-game subjects (`<a>.<b>.<game>`): a message without a
 * payload of the schema, of an unknown game or of a game other than its subject's is terminated;
 * what a usable one does is the subclass's `handle`, with its game.
 */
export abstract class DurableStreamConsumer<S extends z.ZodType<{ game: string }>, G> extends DurableConsumer<{ payload: z.output<S>; game: G }> {
  protected constructor(
    jetStreamConnection: JetStreamConnection,
    private readonly source: DurableStreamSource<S, G>,
  ) {
    super(jetStreamConnection, source);
  }

  /** Acknowledges, naks or terminates a usable message of `game`. */
  protected abstract handleGame(message: JsMsg, payload: z.output<S>, game: G): Promise<void>;

  protected accept(message: JsMsg): Accepted<{ payload: z.output<S>; game: G }> {
    const body = this.json(message);
    const parsed = this.source.schema.safeParse(this.source.nestEvent ? (body as { data?: unknown } | null | undefined)?.data : body);
    if (!parsed.success) return { problem: describeZodError(parsed.error) };
    const game = this.source.findGame(parsed.data.game);
    if (game === undefined || message.subject.split('.')[2] !== parsed.data.game) return { problem: 'unknown game or subject mismatch' };
    return { payload: { payload: parsed.data, game } };
  }

  protected async handle(message: JsMsg, accepted: { payload: z.output<S>; game: G }): Promise<void> {
    await this.handleGame(message, accepted.payload, accepted.game);
  }
}
