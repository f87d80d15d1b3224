import { Injectable } from '@nestjs/common';
import type { JackpotEntry, JackpotsResponse } from '@pickwise/contracts';
import { GAMES, formatJackpot, nextDrawAt, type GameId } from '@pickwise/lottery';
import { chooseJackpot, type ChosenJackpot } from './choose-jackpot.js';
import type { JackpotCandidates } from './jackpot-figure.js';

interface Answer {
  byGame: Map<GameId, JackpotEntry>;
  /** All twelve, one object shared by every request for all games. */
  all: JackpotsResponse;
  /** The earliest next draw: from then on a live figure may be stale and `drawDate` is past. */
  validUntil: number;
}

function toEntry(chosen: ChosenJackpot, nextDraw: Date): JackpotEntry {
  return {
    amount: chosen.amount,
    formatted: formatJackpot(chosen.amount, chosen.currency),
    currencyCode: chosen.currency,
    drawDate: nextDraw.toISOString(),
    source: chosen.source,
  };
}

/**
 * What the service knows of each game's jackpot, in memory, and the answer of `jackpots.get` built
 * from it. The answer is built once and kept until the candidates change or a game's next draw
 * comes (choosing and the next-draw times cost time-zone arithmetic), so a request does no I/O
 * and next to no work.
 */
@Injectable()
export class JackpotBoard {
  private readonly candidates = new Map<GameId, JackpotCandidates>(GAMES.map((game) => [game.id, {}]));
  private answer?: Answer;

  candidatesOf(game: GameId): JackpotCandidates {
    return this.candidates.get(game) ?? {};
  }

  update(game: GameId, candidates: JackpotCandidates): void {
    this.candidates.set(game, candidates);
    this.answer = undefined;
  }

  /** The entries of `games` (all twelve when absent), as sent. */
  entries(games?: readonly GameId[], now = new Date()): JackpotsResponse {
    const answer = this.currentAnswer(now);
    if (!games) return answer.all;
    return Object.fromEntries(games.map((game) => [game, answer.byGame.get(game)]));
  }

  /** The figure each game shows now, for the persisted cache. */
  chosen(games: readonly GameId[], now = new Date()): Map<GameId, ChosenJackpot> {
    return new Map(GAMES.filter((game) => games.includes(game.id)).map((game) => [game.id, chooseJackpot(game, this.candidatesOf(game.id), now)]));
  }

  private currentAnswer(now: Date): Answer {
    if (this.answer && now.getTime() < this.answer.validUntil) return this.answer;
    const nextDraws = GAMES.map((game) => ({ game, nextDraw: nextDrawAt(game, now) }));
    const byGame = new Map(nextDraws.map(({ game, nextDraw }) => [game.id, toEntry(chooseJackpot(game, this.candidatesOf(game.id), now), nextDraw)]));
    this.answer = { byGame, all: Object.fromEntries(byGame), validUntil: Math.min(...nextDraws.map(({ nextDraw }) => nextDraw.getTime())) };
    return this.answer;
  }
}
