// The JSON `npm run wheel` prints: a verified wheel as plain figures for scripts. Exact chances come
// twice: as a number (probability, oneIn) and as the reduced fraction "ways/outOf" the number rounds.
import { formatGuarantee } from '@pickwise/contracts';
import type { CurrencyCode, GameId, TierOdds, VerifiedWheel } from '@pickwise/lottery';

export interface WheelChance {
  probability: number;
  probabilityExact: string;
  /** "1 in X"; null when the chance is nil (JSON has no Infinity). */
  oneIn: number | null;
}

export interface WheelOutput extends WheelChance {
  game: GameId;
  numbers: number[];
  keys: number[];
  guarantee: string;
  seed: string;
  /** The main numbers of each line. */
  lines: number[][];
  /** The special numbers of each line, in the same order; absent for a game without them. */
  specialNumbers?: number[][];
  lowerBound: number;
  lowerBoundKind: VerifiedWheel['lowerBoundKind'];
  fullWheelLines: number;
  verifiedCases: number;
  cost: { pricePerLine: number; perDraw: number; currency: CurrencyCode };
  /** Over every possible draw: the wheel's best tier (rank order), then no prize (tier null). */
  tierChances: ({ tier: string | null; rank: number | null } & WheelChance)[];
}

const chance = (odds: TierOdds): WheelChance => ({
  probability: odds.probability,
  probabilityExact: `${odds.ways}/${odds.outOf}`,
  oneIn: Number.isFinite(odds.oneIn) ? odds.oneIn : null,
});

export function wheelOutput(wheel: VerifiedWheel): WheelOutput {
  const { request } = wheel;
  return {
    game: request.game,
    numbers: request.numbers,
    keys: request.keys,
    guarantee: formatGuarantee(request),
    seed: request.seed,
    lines: wheel.lines.map((line) => line.main),
    ...(request.specials.kind === 'none' ? {} : { specialNumbers: wheel.lines.map((line) => line.special) }),
    lowerBound: wheel.lowerBound,
    lowerBoundKind: wheel.lowerBoundKind,
    fullWheelLines: wheel.fullWheelLines,
    verifiedCases: wheel.verifiedCases,
    // The chance that the guarantee's condition happens in a draw.
    ...chance(wheel.guaranteeOdds),
    cost: wheel.cost,
    tierChances: wheel.tierChances.map((row) => ({ tier: row.tierId, rank: row.rank, ...chance(row.odds) })),
  };
}
