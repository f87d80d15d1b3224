import { currentRules, findGame, unknownGameMessage } from '../games.js';
import { choose } from '../prizes/odds.js';
import { currentPrizeTable } from '../prizes/prize-tables.js';
import { searchCovering } from './covering-search.js';
import { verifyCovering } from './covering-verifier.js';
import { wheelLowerBound } from './schonheim-bound.js';
import { guaranteeOdds, wheelTierChances } from './wheel-odds.js';
import { wheelParametersProblem } from './wheel-parameters.js';
import type { VerifiedWheel, WheelLine, WheelProgress, WheelRequest, WheelSpecials } from './wheel-types.js';

/** A wheel the verifier refused: it is never returned, never shown. */
export class WheelNotVerifiedError extends Error {
  constructor(
    /** The first m-subset of the chosen numbers that no line meets in t numbers. */
    readonly firstUncovered: readonly number[],
    readonly t: number,
    readonly m: number,
  ) {
    super(`The wheel failed its verification: no line matches ${t} of ${firstUncovered.join(', ')}`);
    this.name = 'WheelNotVerifiedError';
  }
}

/** Proves the "t if m" guarantee of `lines` over every case; returns the cases checked, C(n, m). */
export function assertVerified(numbers: readonly number[], lines: readonly (readonly number[])[], t: number, m: number): number {
  const verdict = verifyCovering({ numbers, lines, t, m });
  if (!verdict.verified) throw new WheelNotVerifiedError(verdict.firstUncovered ?? [], t, m);
  return verdict.cases;
}

function specialsOfLine(specials: WheelSpecials, line: number): number[] {
  switch (specials.kind) {
    case 'none':
      return [];
    case 'fixed':
      return [...specials.numbers];
    case 'in-turn':
      return [...specials.sets[line % specials.sets.length]!];
  }
}

/**
 * The one pipeline the screen's worker and the CLI run: search the lines, prove them, hand out the
 * special numbers, then work out the figures. The request is checked by libs/contracts'
 * wheelRequestSchema first; what the search cannot do is refused here too.
 */
export function buildVerifiedWheel(
  request: WheelRequest,
  options: { onProgress?: (progress: WheelProgress) => void; signal?: AbortSignal } = {},
): VerifiedWheel {
  const { onProgress, signal } = options;
  const game = findGame(request.game);
  if (!game) throw new RangeError(unknownGameMessage(request.game));
  const rules = currentRules(game);
  const { numbers, keys, t, m, seed } = request;
  const k = rules.mainCount;
  const problem = wheelParametersProblem({ n: numbers.length, k, keys: keys.length, t, m });
  if (problem) throw new RangeError(problem);

  const search = searchCovering({ numbers, k, t, m, keys, seed, ...(onProgress ? { onProgress } : {}), ...(signal ? { signal } : {}) });
  signal?.throwIfAborted();
  onProgress?.({ phase: 'verify' });
  const verifiedCases = assertVerified(numbers, search.lines, t, m);

  const lines: WheelLine[] = search.lines.map((main, index) => ({ main, special: specialsOfLine(request.specials, index) }));

  signal?.throwIfAborted();
  onProgress?.({ phase: 'figures' });
  const table = currentPrizeTable(game.id);
  const pricePerLine = table.ticketPrice;
  return {
    request,
    lines,
    lowerBound: Number(wheelLowerBound(numbers.length, k, t, m)),
    lowerBoundKind: m === t ? 'schonheim' : 'counting',
    fullWheelLines: Number(choose(numbers.length, k)),
    verifiedCases,
    guaranteeOdds: guaranteeOdds(rules, numbers.length, m),
    tierChances: wheelTierChances(table, rules, lines, numbers),
    // In cents first: 0.1 + 0.2 style sums must not reach the screen.
    cost: { pricePerLine, perDraw: Math.round(lines.length * pricePerLine * 100) / 100, currency: game.currency },
  };
}
