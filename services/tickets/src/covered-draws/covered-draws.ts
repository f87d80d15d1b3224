import { Injectable } from '@nestjs/common';
import { SUBJECTS, drawsRangeResponseSchema, type DrawRecord, type DrawsRangeRequest } from '@pickwise/contracts';
import { coveredDrawDates, type Game } from '@pickwise/lottery';
import { NatsRequester } from '@pickwise/nest-kit';

/** The draws a ticket covers, from the draws service's history (`draws.range`) and the game's schedule. */
@Injectable()
export class CoveredDraws {
  constructor(private readonly nats: NatsRequester) {}

  /** `draws` draw dates from the first, oldest first: stored ones, then scheduled ones. */
  async dates(game: Game, firstDrawDate: string, draws: number): Promise<string[]> {
    const stored = await this.stored({ game: game.id, from: firstDrawDate, limit: draws });
    const dates = stored.map((draw) => draw.draw_date);
    return coveredDrawDates(game, firstDrawDate, draws, dates, dates.at(-1) ?? null);
  }

  /** The game's stored draws from `from` to `to`, oldest first. */
  stored(request: DrawsRangeRequest): Promise<DrawRecord[]> {
    return this.nats.request(SUBJECTS.drawsRange, request, { schema: drawsRangeResponseSchema }).then((response) => response.draws);
  }
}
