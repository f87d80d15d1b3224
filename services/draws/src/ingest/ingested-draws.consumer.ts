import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { jetstream, jetstreamManager, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { DRAWS_STREAM, describeZodError, drawsIngestedBatchSchema, type IngestedDraw } from '@pickwise/contracts';
import { bonusProblem, findGame, isValidSet, rulesOn, type Game } from '@pickwise/lottery';
import { APP_CONFIG, JetStreamConnection, ensureDrawsStream, ensureDurableConsumer } from '@pickwise/nest-kit';
import type { DrawsConfig } from '../config.js';
import { DrawsWriter } from '../draws/draws-writer.js';
import type { StoredDraw, UpsertCounts } from '../draws/draws.repository.js';

/** Wait before a batch that failed to store (e.g. PostgreSQL down) is offered again. */
const RETRY_DELAY_MS = 5_000;

/** Whether a draw fits the rules its game had on its date (counts, ranges, ascending, no repeats, bonus numbers). */
function fitsRulesOfItsDate(game: Game, draw: IngestedDraw): boolean {
  const rules = rulesOn(game, draw.draw_date);
  return rules !== undefined && isValidSet({ ...game, ...rules }, draw) && bonusProblem(rules, draw.main, draw.bonus) === undefined;
}

/**
 * Durable pull consumer of `draws.ingested.<game>`: each batch is upserted idempotently and only
 * then acknowledged, so a crash before the acknowledgement means a redelivery that changes
 * nothing. A message that can never be stored (not a batch, unknown game) is terminated.
 */
@Injectable()
export class IngestedDrawsConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(IngestedDrawsConsumer.name);
  private messages?: ConsumerMessages;
  private processing?: Promise<void>;

  constructor(
    private readonly connection: JetStreamConnection,
    private readonly writer: DrawsWriter,
    @Inject(APP_CONFIG) private readonly config: DrawsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const nats = await this.connection.get();
    const manager = await jetstreamManager(nats);
    await ensureDrawsStream(manager, this.connection.streamReplicas);
    await ensureDurableConsumer(manager, this.config.DRAWS_CONSUMER);
    const consumer = await jetstream(nats).consumers.get(DRAWS_STREAM, this.config.DRAWS_CONSUMER);
    this.messages = await consumer.consume({ max_messages: 16 });
    this.processing = this.process(this.messages).catch((error: unknown) => this.logger.error(`${DRAWS_STREAM} consumer stopped: ${String(error)}`));
    this.logger.log(`consuming ${DRAWS_STREAM} as durable ${this.config.DRAWS_CONSUMER}`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.messages?.stop();
    await this.processing;
  }

  private async process(messages: ConsumerMessages): Promise<void> {
    for await (const message of messages) await this.handle(message);
  }

  private async handle(message: JsMsg): Promise<void> {
    const parsed = drawsIngestedBatchSchema.safeParse(this.decode(message));
    const game = parsed.success ? findGame(parsed.data.game) : undefined;
    if (!parsed.success || !game || message.subject.split('.')[2] !== parsed.data.game) {
      this.logger.error(`Terminated unusable message ${message.seq} on ${message.subject}: ${parsed.success ? 'unknown game or subject mismatch' : describeZodError(parsed.error)}`);
      message.term();
      return;
    }
    const batch = parsed.data;
    const valid = batch.draws.filter((draw) => fitsRulesOfItsDate(game, draw));
    if (valid.length < batch.draws.length) {
      this.logger.warn(`${batch.game} run ${batch.runId} batch ${batch.batch}: ${batch.draws.length - valid.length} draws break the game's rules and were skipped`);
    }
    const draws: StoredDraw[] = valid.map((draw) => ({ drawDate: draw.draw_date, main: draw.main, special: draw.special, bonus: draw.bonus, jackpot: draw.jackpot, source: draw.source }));
    let counts: UpsertCounts;
    try {
      counts = await this.writer.upsert(game, draws);
    } catch (error) {
      this.logger.error(`${game.id} run ${batch.runId} batch ${batch.batch} not stored, retrying in ${RETRY_DELAY_MS} ms: ${String(error)}`);
      message.nak(RETRY_DELAY_MS);
      return;
    }
    // Acknowledged only once stored; a failed acknowledgement means a redelivery that changes nothing.
    await message.ackAck().catch((error: unknown) => this.logger.warn(`ack of message ${message.seq} failed: ${String(error)}`));
    const skipped = counts.skipped + batch.draws.length - valid.length;
    await this.writer.announce({ game: game.id, runId: batch.runId, batch: batch.batch, inserted: counts.inserted, updated: counts.updated, skipped });
    this.logger.log(`${game.id} run ${batch.runId} batch ${batch.batch}: ${counts.inserted} inserted, ${counts.updated} updated, ${skipped} skipped`);
  }

  private decode(message: JsMsg): unknown {
    try {
      return message.json();
    } catch {
      return undefined;
    }
  }
}
