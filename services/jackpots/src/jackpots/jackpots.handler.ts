import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DRAWS_UPSERTED_WILDCARD, DomainError, SUBJECTS, gameWithChangedDraws, jackpotsRequestSchema, parseOrThrow } from '@pickwise/contracts';
import { findGame, unknownGameMessage, type GameId } from '@pickwise/lottery';
import { BroadcastEventPattern } from '@pickwise/nest-kit';
import { JackpotBoard } from './jackpot-board.js';
import { JackpotRefresher } from './jackpot-refresher.js';

/** The public id of a requested game (admin ids accepted), or NOT_FOUND with the shared message. */
function requireGameId(id: string): GameId {
  const game = findGame(id);
  if (!game) throw new DomainError('NOT_FOUND', unknownGameMessage(id));
  return game.id;
}

@Controller()
export class JackpotsHandler {
  constructor(
    private readonly board: JackpotBoard,
    private readonly refresher: JackpotRefresher,
  ) {}

  /** Answered from memory: no I/O on this path. */
  @MessagePattern(SUBJECTS.jackpotsGet)
  get(@Payload() payload: unknown) {
    const { games } = parseOrThrow(jackpotsRequestSchema, payload);
    return { ok: true as const, data: this.board.entries(games?.map(requireGameId)) };
  }

  /** Every replica hears `draws.upserted.<game>` (no queue group) and refreshes that game when its draws changed. */
  @BroadcastEventPattern(DRAWS_UPSERTED_WILDCARD)
  onDrawsUpserted(@Payload() payload: unknown): void {
    const changed = gameWithChangedDraws(payload);
    const game = changed && findGame(changed);
    if (game) void this.refresher.refresh([game.id]);
  }
}
