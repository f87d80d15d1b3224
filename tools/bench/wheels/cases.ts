// The cases of `npm run bench:wheels` (issue 28): n = 10, 15, 20, 25, 30 chosen numbers for a 6/49
// game (Lotto 6aus49) and a 5/50 game (EuroMillions), with the guarantees 3 if 3, 3 if 4 and 4 if 5.
// Each case wheels the game's first n numbers (1..n), without keys, with the default seed and the
// lowest valid special numbers fixed on every line: the guarantee and the lines do not depend on them.
import { DEFAULT_WHEEL_SEED, findGame, type Game, type GameId, type WheelRequest, type WheelSpecials } from '@pickwise/lottery';

export interface BenchMatrix {
  /** As the bench names it: "6/49". */
  label: string;
  game: GameId;
}

export const BENCH_MATRICES: readonly BenchMatrix[] = [
  { label: '6/49', game: 'lotto-6aus49' },
  { label: '5/50', game: 'euromillions' },
];

export const BENCH_SIZES: readonly number[] = [10, 15, 20, 25, 30];

export const BENCH_GUARANTEES: readonly { t: number; m: number }[] = [
  { t: 3, m: 3 },
  { t: 3, m: 4 },
  { t: 4, m: 5 },
];

export interface WheelBenchCase {
  /** "6/49:20:3if4", as BENCH_WHEELS_CASES names it. */
  id: string;
  matrix: BenchMatrix;
  n: number;
  t: number;
  m: number;
}

export const caseId = (matrix: BenchMatrix, n: number, t: number, m: number): string => `${matrix.label}:${n}:${t}if${m}`;

/** Every case, by matrix, then guarantee, then n. */
export const ALL_CASES: readonly WheelBenchCase[] = BENCH_MATRICES.flatMap((matrix) =>
  BENCH_GUARANTEES.flatMap(({ t, m }) => BENCH_SIZES.map((n) => ({ id: caseId(matrix, n, t, m), matrix, n, t, m }))),
);

/**
 * The cases BENCH_WHEELS_CASES names (comma-separated ids such as "6/49:20:3if3"), in the table's
 * order; every case when unset or empty. An id that names no case is an error listing the form.
 */
export function selectCases(setting: string | undefined): WheelBenchCase[] {
  const wanted = (setting ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  if (wanted.length === 0) return [...ALL_CASES];
  const unknown = wanted.filter((id) => !ALL_CASES.some((benchCase) => benchCase.id === id));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_WHEELS_CASES: ${unknown.join(', ')} ${unknown.length === 1 ? 'is not a case' : 'are not cases'}; ` +
        `a case is <${BENCH_MATRICES.map((matrix) => matrix.label).join('|')}>:<${BENCH_SIZES.join('|')}>:<${BENCH_GUARANTEES.map(({ t, m }) => `${t}if${m}`).join('|')}>, e.g. ${ALL_CASES[0]!.id}`,
    );
  }
  return ALL_CASES.filter((benchCase) => wanted.includes(benchCase.id));
}

function matrixGame(matrix: BenchMatrix): Game {
  const game = findGame(matrix.game);
  if (!game) throw new Error(`${matrix.game} is not in the game catalogue`);
  // The table's labels promise a matrix: a game whose rules change must not quietly move the bench.
  if (`${game.mainCount}/${game.mainMax}` !== matrix.label) throw new Error(`${game.name} is now ${game.mainCount}/${game.mainMax}, not ${matrix.label}`);
  return game;
}

/** The game's lowest special numbers, on every line. */
function lowestSpecials(game: Game): WheelSpecials {
  return game.specialCount === 0 ? { kind: 'none' } : { kind: 'fixed', numbers: Array.from({ length: game.specialCount }, (_, i) => game.specialMin + i) };
}

/** The request a case builds: numbers 1..n, no keys, the default seed, the lowest special numbers fixed. */
export function caseRequest(benchCase: WheelBenchCase): WheelRequest {
  const game = matrixGame(benchCase.matrix);
  return {
    game: game.id,
    numbers: Array.from({ length: benchCase.n }, (_, i) => i + 1),
    keys: [],
    t: benchCase.t,
    m: benchCase.m,
    specials: lowestSpecials(game),
    seed: DEFAULT_WHEEL_SEED,
  };
}

/** What every case wheels, for the output. */
export function describeCases(): string {
  const games = BENCH_MATRICES.map((matrix) => {
    const game = matrixGame(matrix);
    const specials = lowestSpecials(game);
    return `${matrix.label} is ${game.name}${specials.kind === 'fixed' ? ` (special numbers ${specials.numbers.join(', ')} on every line)` : ''}`;
  });
  return `Each case wheels the game's numbers 1..n, no key numbers, seed "${DEFAULT_WHEEL_SEED}" (the default); ${games.join('; ')}.`;
}
