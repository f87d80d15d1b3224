import { Injectable } from '@nestjs/common';
import { SUBJECTS, drawsLatestResponseSchema, type DrawsLatestResponse } from '@pickwise/contracts';
import type { GameId } from '@pickwise/lottery';
import { NatsRequester } from '@pickwise/nest-kit';
import type { JackpotFigure } from '@pickwise/providers';

/**
 * A figure per game from the draws service's newest draws, in the currency stored with each jackpot
 * (not read from the row's source: a later source that updated the row's numbers and kept its
 * jackpot would name the wrong one); undefined where the newest draw has no jackpot or the game no draws.
 */
export function latestJackpotFigures(games: readonly GameId[], latest: DrawsLatestResponse): Map<GameId, JackpotFigure | undefined> {
  return new Map(
    games.map((id) => {
      const draw = latest[id];
      if (!draw || draw.jackpot === null || draw.jackpot_currency === null) return [id, undefined];
      return [id, { amount: draw.jackpot, currency: draw.jackpot_currency, drawDate: draw.draw_date }];
    }),
  );
}

/** The newest stored draw's jackpot of each game, asked of the draws service (`draws.latest`). */
@Injectable()
export class LatestDraws {
  constructor(private readonly nats: NatsRequester) {}

  /** `latestJackpotFigures` of the draws service's answer. Throws a DomainError (UNAVAILABLE) when draws does not answer. */
  async jackpots(games: readonly GameId[]): Promise<Map<GameId, JackpotFigure | undefined>> {
    return latestJackpotFigures(games, await this.nats.request(SUBJECTS.drawsLatest, { games }, { schema: drawsLatestResponseSchema }));
  }
}
