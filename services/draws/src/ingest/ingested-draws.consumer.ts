import { Inject, Injectable } from '@nestjs/common';
import type { JsMsg } from '@nats-io/jetstream';
import { DRAWS_STREAM_SETTINGS, drawsDurable, drawsIngestedBatchSchema, type IngestedDraw } from '@pickwise/contracts';
import { bonusProblem, findGame, isValidSet, rulesOn, type Game } from '@pickwise/lottery';
import { APP_CONFIG, DurableStreamConsumer, JetStreamConnection } from '@pickwise/nest-kit';
import type { z } from 'zod';
import type { DrawsConfig } from '../config.js';
import { DrawsWriter } from '../draws/draws-writer.js';
import type { StoredDraw, UpsertResult } from '../draws/draws.repository.js';

/** Wait before a batch that failed to store (e.g. PostgreSQL down) is offered again. */
const RETRY_DELAY_MS = 5_000;

/** Whether a draw fits the rules its game had on its date (counts, ranges, ascending, no repeats, bonus numbers). */
function fitsRulesOfItsDate(game: Game, draw: IngestedDraw): boolean {
  const rules = rulesOn(game, draw.draw_date);
  return rules !== undefined && isValidSet({ ...game, ...rules }, draw) && bonusProblem(rules, draw.main, draw.bonus) === undefined;
}

/**
 * Durable pull consumer of `draws.ingested.<game>`: each batch is upserted idempotently, announced,
 * and only then acknowledged, so a crash before the acknowledgement means a redelivery that changes
 * nothing. A message that can never be stored (not a batch, unknown game) is terminated.
 */
@Injectable()
export class IngestedDrawsConsumer extends DurableStreamConsumer<typeof drawsIngestedBatchSchema, Game> {
  constructor(
    connection: JetStreamConnection,
    private readonly writer: DrawsWriter,
    @Inject(APP_CONFIG) config: DrawsConfig,
  ) {
    super(connection, {
      stream: DRAWS_STREAM_SETTINGS,
      durable: drawsDurable(config.DRAWS_CONSUMER),
      maxMessages: 16,
      schema: drawsIngestedBatchSchema,
      nestEvent: false,
      findGame,
    });
  }

  protected async handleGame(message: JsMsg, batch: z.output<typeof drawsIngestedBatchSchema>, game: Game): Promise<void> {
    const valid = batch.draws.filter((draw) => fitsRulesOfItsDate(game, draw));
    if (valid.length < batch.draws.length) {
      this.logger.warn(`${batch.game} run ${batch.runId} batch ${batch.batch}: ${batch.draws.length - valid.length} draws break the game's rules and were skipped`);
    }
    const draws: StoredDraw[] = valid.map((draw) => ({ drawDate: draw.draw_date, main: draw.main, special: draw.special, bonus: draw.bonus, jackpot: draw.jackpot, source: draw.source }));
    let result: UpsertResult;
    try {
      // Batches published before provenance was sent: fetched when published, no payload hash.
      result = await this.writer.upsert(game, draws, { fetchedAt: batch.fetchedAt ?? message.time, payloadSha256: batch.payloadSha256 ?? null });
    } catch (error) {
      this.logger.error(`${game.id} run ${batch.runId} batch ${batch.batch} not stored, retrying in ${RETRY_DELAY_MS} ms: ${String(error)}`);
      message.nak(RETRY_DELAY_MS);
      return;
    }
    const skipped = result.skipped + batch.draws.length - valid.length;
    // The event is the only news of which draws changed, and a redelivered batch's upsert finds
    // them stored already: had the batch been acknowledged first, a crash (or a failed publish)
    // between the acknowledgement and the event would lose that news for good. So the batch is
    // acknowledged only once JetStream holds the event, and a redelivery (this replica's nak, or
    // a replica that died before its acknowledgement) announces every date of the batch: which of
    // them the lost attempt changed is unknown, and the tickets service checks a draw idempotently.
    const dates = message.redelivered ? [...new Set(draws.map((draw) => draw.drawDate))].sort() : result.dates;
    try {
      await this.writer.announce({ game: game.id, runId: batch.runId, batch: batch.batch, inserted: result.inserted, updated: result.updated, skipped, statusChanged: result.statusChanged, dates });
    } catch (error) {
      this.logger.error(`${game.id} run ${batch.runId} batch ${batch.batch} stored but not announced, retrying in ${RETRY_DELAY_MS} ms: ${String(error)}`);
      message.nak(RETRY_DELAY_MS);
      return;
    }
    // A failed acknowledgement means a redelivery that changes nothing and announces the batch again.
    await this.acknowledge(message);
    this.logger.log(`${game.id} run ${batch.runId} batch ${batch.batch}: ${result.inserted} inserted, ${result.updated} updated, ${skipped} skipped`);
  }
}
