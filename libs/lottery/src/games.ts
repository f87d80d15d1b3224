/**
 * The twelve supported games: one source for ids, names, matrices, currencies, schedules and the
 * dated history of each game's rules (matrix changes), so statistics can be limited to current rules.
 * What the site says about a game (country, special number's name, description) is libs/site's GAME_COPY.
 */

export const GAME_IDS = [
  'powerball',
  'mega-millions',
  'florida-lotto',
  'california-lottery',
  'new-york-lottery',
  'texas-lottery',
  'euromillions',
  'eurojackpot',
  'uk-lotto',
  'superenalotto',
  'la-primitiva',
  'lotto-6aus49',
] as const;

export type GameId = (typeof GAME_IDS)[number];
export type Region = 'usa' | 'europe';
/**
 * The currencies the games are played in, the one list of them: the zod enums of libs/contracts, the
 * services' entities and the providers' readers are built from it. Its order is the spec's order of
 * the admin health report (USD games, then EUR, then GBP).
 */
// eslint-disable-next-line no-restricted-syntax -- the currency codes' one home
export const CURRENCY_CODES = ['USD', 'EUR', 'GBP'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const isCurrencyCode = (value: unknown): value is CurrencyCode => typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);

/**
 * The shape of a game's rules, their one statement: how many main numbers are drawn from 1 to
 * `mainMax`, and how many special numbers from `specialMin` to `specialMax` (none: `specialCount` 0).
 * A game, each of its dated rules, the API's game summary and a draw's details (libs/contracts
 * `gameMatrixSchema`, checked to be exactly this type) all carry it.
 */
// eslint-disable-next-line no-restricted-syntax -- the matrix shape's one home
export interface GameMatrix {
  mainCount: number;
  mainMax: number;
  specialCount: number;
  specialMin: number;
  specialMax: number;
}

/** The matrix fields of any object that carries them (rules, a game), and no others. */
export const gameMatrix = ({ mainCount, mainMax, specialCount, specialMin, specialMax }: GameMatrix): GameMatrix => ({
  mainCount,
  mainMax,
  specialCount,
  specialMin,
  specialMax,
});

/** A game matrix in force from `since` (inclusive) until the next entry's `since`. */
export interface GameRules extends GameMatrix {
  since: string;
  /** The matrix label used by the shipped history files, e.g. `5/69+1/26`. */
  matrix: string;
  /**
   * Which values of a history row's `special` column are this game's special numbers
   * (positions, 0-based). Absent: all of them. Bonus balls, Jolly and Complementario are not the
   * game's special number and are left out.
   */
  specialPositions?: readonly number[];
  /**
   * Which values of the `special` column are drawn bonus numbers: drawn from the main drum, not the
   * game's special number, yet deciding prize tiers (UK and NY Lotto bonus ball, SuperEnalotto
   * Jolly, La Primitiva Complementario). Absent: the game draws none.
   */
  bonusPositions?: readonly number[];
}

export interface DrawSchedule {
  timezone: string;
  /** 0 = Sunday … 6 = Saturday, in the game's local time zone. */
  drawDays: readonly number[];
  drawTime: { hours: number; minutes: number };
}

/** A game; its matrix (the `GameMatrix` fields) is that of its current rules. */
export interface Game extends GameMatrix {
  id: GameId;
  /** The id the admin area and the history files use (three games differ). */
  adminId: string;
  name: string;
  /** ISO 3166 code, or `EU` for pan-European games; the frontends show its flag as an image (libs/ui Flag). */
  countryCode: string;
  region: Region;
  currency: CurrencyCode;
  currencySymbol: string;
  /** The specification's static jackpot estimate, in whole currency units. */
  estimatedJackpot: number;
  schedule: DrawSchedule;
  /** Oldest first; the last entry is the current matrix and equals the fields above. */
  rules: readonly GameRules[];
}

const r = (
  since: string,
  matrix: string,
  mainCount: number,
  mainMax: number,
  special: [count: number, min: number, max: number] = [0, 1, 1],
  specialPositions?: readonly number[],
  bonusPositions?: readonly number[],
): GameRules => ({
  since,
  matrix,
  mainCount,
  mainMax,
  specialCount: special[0],
  specialMin: special[1],
  specialMax: special[2],
  ...(specialPositions ? { specialPositions } : {}),
  ...(bonusPositions ? { bonusPositions } : {}),
});

const MON_WED_SAT = [1, 3, 6] as const;
// The spec's schedule table (§9) gives Monday, Wednesday and Saturday to every 'Mon, Wed, Sat' game, but
// five draw on Wednesday and Saturday only: the official sites (nylottery.ny.gov NY Lotto, floridalottery.com
// Florida Lotto, calottery.com SuperLotto Plus, national-lottery.co.uk Lotto, lotto.de Lotto 6aus49) and the
// shipped histories (services/draws/data/history: since 2020 no Monday draw in any of the five) agree.
const WED_SAT = [3, 6] as const;
const TUE_FRI = [2, 5] as const;
const at = (hours: number, minutes: number) => ({ hours, minutes });

type GameSeed = Omit<Game, keyof GameMatrix>;

function withCurrentRules(seed: GameSeed): Game {
  const current = seed.rules[seed.rules.length - 1];
  if (!current) throw new Error(`Game ${seed.id} has no rules`);
  return { ...seed, ...gameMatrix(current) };
}

const GAME_LIST: readonly Game[] = [
  {
    id: 'powerball',
    adminId: 'powerball',
    name: 'Powerball',
    countryCode: 'US',
    region: 'usa',
    currency: 'USD',
    currencySymbol: '$',
    estimatedJackpot: 432_000_000,
    schedule: { timezone: 'America/New_York', drawDays: MON_WED_SAT, drawTime: at(22, 59) },
    rules: [
      r('1992-04-22', '5/45+1/45', 5, 45, [1, 1, 45]),
      r('1997-11-05', '5/49+1/42', 5, 49, [1, 1, 42]),
      r('2002-10-09', '5/53+1/42', 5, 53, [1, 1, 42]),
      r('2005-08-31', '5/55+1/42', 5, 55, [1, 1, 42]),
      r('2009-01-07', '5/59+1/39', 5, 59, [1, 1, 39]),
      r('2012-01-18', '5/59+1/35', 5, 59, [1, 1, 35]),
      r('2015-10-07', '5/69+1/26', 5, 69, [1, 1, 26]),
    ],
  },
  {
    id: 'mega-millions',
    adminId: 'mega-millions',
    name: 'Mega Millions',
    countryCode: 'US',
    region: 'usa',
    currency: 'USD',
    currencySymbol: '$',
    estimatedJackpot: 385_000_000,
    schedule: { timezone: 'America/New_York', drawDays: TUE_FRI, drawTime: at(23, 0) },
    rules: [
      r('2002-05-17', '5/52+1/52', 5, 52, [1, 1, 52]),
      r('2005-06-22', '5/56+1/46', 5, 56, [1, 1, 46]),
      r('2013-10-22', '5/75+1/15', 5, 75, [1, 1, 15]),
      r('2017-10-31', '5/70+1/25', 5, 70, [1, 1, 25]),
      // The Mega Ball range shrank to 1-24 with the April 2025 change (the spec's 1-25 is outdated).
      r('2025-04-08', '5/70+1/24', 5, 70, [1, 1, 24]),
    ],
  },
  {
    id: 'florida-lotto',
    adminId: 'florida-lotto',
    name: 'Florida Lotto',
    countryCode: 'US',
    region: 'usa',
    currency: 'USD',
    currencySymbol: '$',
    estimatedJackpot: 28_000_000,
    schedule: { timezone: 'America/New_York', drawDays: WED_SAT, drawTime: at(23, 15) },
    rules: [r('1988-05-07', '6/49', 6, 49), r('1999-10-27', '6/53', 6, 53)],
  },
  {
    id: 'california-lottery',
    adminId: 'california-superlotto',
    name: 'California SuperLotto Plus',
    countryCode: 'US',
    region: 'usa',
    currency: 'USD',
    currencySymbol: '$',
    estimatedJackpot: 45_000_000,
    schedule: { timezone: 'America/Los_Angeles', drawDays: WED_SAT, drawTime: at(19, 45) },
    rules: [
      r('1986-10-18', '6/49', 6, 49),
      r('1990-06-30', '6/53', 6, 53),
      r('1991-11-27', '6/51', 6, 51),
      r('2000-06-07', '5/47+1/27', 5, 47, [1, 1, 27]),
    ],
  },
  {
    id: 'new-york-lottery',
    adminId: 'new-york-lotto',
    name: 'New York Lotto',
    countryCode: 'US',
    region: 'usa',
    currency: 'USD',
    currencySymbol: '$',
    estimatedJackpot: 38_000_000,
    schedule: { timezone: 'America/New_York', drawDays: WED_SAT, drawTime: at(20, 30) },
    // The bonus ball is drawn from the same drum and is not a special number of the game.
    rules: [r('2001-09-12', '6/59+bonus', 6, 59, [0, 1, 1], [], [0])],
  },
  {
    id: 'texas-lottery',
    adminId: 'texas-lotto',
    name: 'Lotto Texas',
    countryCode: 'US',
    region: 'usa',
    currency: 'USD',
    currencySymbol: '$',
    estimatedJackpot: 32_000_000,
    schedule: { timezone: 'America/Chicago', drawDays: MON_WED_SAT, drawTime: at(22, 12) },
    rules: [
      r('1992-11-14', '6/50', 6, 50),
      r('2000-07-19', '6/54', 6, 54),
      r('2003-05-07', '5/44+1/44', 5, 44, [1, 1, 44]),
      r('2006-04-26', '6/54', 6, 54),
    ],
  },
  {
    id: 'euromillions',
    adminId: 'euromillions',
    name: 'EuroMillions',
    countryCode: 'EU',
    region: 'europe',
    currency: 'EUR',
    currencySymbol: '€',
    estimatedJackpot: 145_000_000,
    schedule: { timezone: 'Europe/Paris', drawDays: TUE_FRI, drawTime: at(20, 0) },
    rules: [
      r('2004-02-13', '5/50+2/9', 5, 50, [2, 1, 9]),
      r('2011-05-10', '5/50+2/11', 5, 50, [2, 1, 11]),
      r('2016-09-27', '5/50+2/12', 5, 50, [2, 1, 12]),
    ],
  },
  {
    id: 'eurojackpot',
    adminId: 'eurojackpot',
    name: 'EuroJackpot',
    countryCode: 'EU',
    region: 'europe',
    currency: 'EUR',
    currencySymbol: '€',
    estimatedJackpot: 98_000_000,
    schedule: { timezone: 'Europe/Paris', drawDays: TUE_FRI, drawTime: at(20, 0) },
    rules: [
      r('2012-03-23', '5/50+2/8', 5, 50, [2, 1, 8]),
      r('2014-10-10', '5/50+2/10', 5, 50, [2, 1, 10]),
      r('2022-03-25', '5/50+2/12', 5, 50, [2, 1, 12]),
    ],
  },
  {
    id: 'uk-lotto',
    adminId: 'uk-lotto',
    name: 'UK Lotto',
    countryCode: 'GB',
    region: 'europe',
    currency: 'GBP',
    currencySymbol: '£',
    estimatedJackpot: 12_000_000,
    schedule: { timezone: 'Europe/London', drawDays: WED_SAT, drawTime: at(20, 0) },
    rules: [r('1994-11-19', '6/49+bonus', 6, 49, [0, 1, 1], [], [0]), r('2015-10-10', '6/59+bonus', 6, 59, [0, 1, 1], [], [0])],
  },
  {
    id: 'superenalotto',
    adminId: 'superenalotto',
    name: 'SuperEnalotto',
    countryCode: 'IT',
    region: 'europe',
    currency: 'EUR',
    currencySymbol: '€',
    estimatedJackpot: 45_000_000,
    schedule: { timezone: 'Europe/Rome', drawDays: [2, 4, 6], drawTime: at(20, 0) },
    // Jolly and SuperStar are side draws, not special numbers of the game's main line; the Jolly
    // decides the 5+1 prize tier (a bonus number), the SuperStar is a separate add-on game.
    rules: [
      r('1997-12-03', '6/90+jolly', 6, 90, [0, 1, 1], [], [0]),
      r('2006-03-28', '6/90+jolly+superstar/90', 6, 90, [0, 1, 1], [], [0]),
    ],
  },
  {
    id: 'la-primitiva',
    adminId: 'la-primitiva',
    name: 'La Primitiva',
    countryCode: 'ES',
    region: 'europe',
    currency: 'EUR',
    currencySymbol: '€',
    estimatedJackpot: 18_000_000,
    schedule: { timezone: 'Europe/Madrid', drawDays: [1, 4, 6], drawTime: at(21, 30) },
    // History rows carry the Complementario first, then the Reintegro.
    rules: [r('1985-10-17', '6/49+C', 6, 49, [0, 1, 1], [], [0]), r('1991-06-20', '6/49+C+R0-9', 6, 49, [1, 0, 9], [1], [0])],
  },
  {
    id: 'lotto-6aus49',
    adminId: 'lotto-6aus49',
    name: 'Lotto 6aus49',
    countryCode: 'DE',
    region: 'europe',
    currency: 'EUR',
    currencySymbol: '€',
    estimatedJackpot: 22_000_000,
    schedule: { timezone: 'Europe/Berlin', drawDays: WED_SAT, drawTime: at(18, 25) },
    rules: [r('1955-10-09', '6/49', 6, 49), r('1991-12-07', '6/49+SZ0-9', 6, 49, [1, 0, 9])],
  },
].map((seed) => withCurrentRules(seed as GameSeed));

export const GAMES: readonly Game[] = GAME_LIST;

const BY_ID = new Map<string, Game>();
for (const game of GAMES) {
  BY_ID.set(game.id, game);
  BY_ID.set(game.adminId, game);
}

/** Finds a game by its public id or its admin id (california-superlotto, new-york-lotto, texas-lotto). */
export function findGame(id: string): Game | undefined {
  return BY_ID.get(id);
}

export function isGameId(id: string): id is GameId {
  return (GAME_IDS as readonly string[]).includes(id);
}

/** The rules in force on a date (yyyy-mm-dd); undefined before the game's first known matrix. */
export function rulesOn(game: Game, date: string): GameRules | undefined {
  let found: GameRules | undefined;
  for (const rules of game.rules) {
    if (rules.since <= date) found = rules;
  }
  return found;
}

export function currentRules(game: Game): GameRules {
  return game.rules[game.rules.length - 1] as GameRules;
}

/** `Unknown game id: <id>. Supported: <ids>`, the message every layer uses. */
export function unknownGameMessage(id: string): string {
  return `Unknown game id: ${id}. Supported: ${GAME_IDS.join(', ')}`;
}
