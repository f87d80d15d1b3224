import { Injectable } from '@nestjs/common';
import { DomainError, SUBJECTS, jackpotsResponseSchema, type JackpotEntry, type JackpotsResponse } from '@pickwise/contracts';
import { GAME_IDS } from '@pickwise/lottery';
import { NatsRequester } from '@pickwise/nest-kit';

export interface JackpotsAnswer {
  data: JackpotsResponse;
  /** True when the jackpots service did not answer and this is what it said last. */
  stale: boolean;
}

/**
 * The jackpots as the jackpots service says them, or, while it cannot answer (restarting, every
 * replica away), the last figures it gave for each game: a jackpot changes a few times a week, so
 * a figure minutes old is worth showing where an error would not be. Only when a requested game was
 * never answered does the error reach the visitor.
 */
/** The service answers from memory in a millisecond or two: past this the last figures are worth more than waiting. */
const JACKPOTS_TIMEOUT_MS = 750;

@Injectable()
export class LastGoodJackpots {
  private readonly lastGood = new Map<string, JackpotEntry>();

  constructor(private readonly nats: NatsRequester) {}

  /** @param games the ids asked for (checked by the jackpots service); all twelve when absent */
  async read(games?: readonly string[]): Promise<JackpotsAnswer> {
    try {
      const data = await this.nats.request(SUBJECTS.jackpotsGet, games ? { games } : {}, { schema: jackpotsResponseSchema, timeoutMs: JACKPOTS_TIMEOUT_MS });
      for (const [game, entry] of Object.entries(data) as [string, JackpotEntry][]) this.lastGood.set(game, entry);
      return { data, stale: false };
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'UNAVAILABLE')) throw error;
      const wanted = games ?? GAME_IDS;
      const kept = wanted.flatMap((game) => {
        const entry = this.lastGood.get(game);
        return entry ? [[game, entry] as const] : [];
      });
      if (kept.length < wanted.length) throw error;
      return { data: Object.fromEntries(kept), stale: true };
    }
  }
}
