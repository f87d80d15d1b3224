import { Injectable } from '@nestjs/common';
import { SUBJECTS, drawsLatestResponseSchema } from '@pickwise/contracts';
import { findGame, storedJackpotCurrency, type GameId } from '@pickwise/lottery';
import { NatsRequester } from '@pickwise/nest-kit';
import type { JackpotFigure } from '@pickwise/providers';

/** The newest stored draw's jackpot of each game, asked of the draws service (`draws.latest`). */
@Injectable()
export class LatestDraws {
  constructor(private readonly nats: NatsRequester) {}

  /**
   * A figure per game, in the currency it was stored in; undefined where the newest draw has no
   * jackpot or the game no draws. Throws a DomainError (UNAVAILABLE) when draws does not answer.
   */
  async jackpots(games: readonly GameId[]): Promise<Map<GameId, JackpotFigure | undefined>> {
    const latest = await this.nats.request(SUBJECTS.drawsLatest, { games }, { schema: drawsLatestResponseSchema });
    return new Map(
      games.map((id) => {
        const draw = latest[id];
        const game = findGame(id);
        if (!draw || draw.jackpot === null || !game) return [id, undefined];
        return [id, { amount: draw.jackpot, currency: storedJackpotCurrency(game, draw.source), drawDate: draw.draw_date }];
      }),
    );
  }
}
