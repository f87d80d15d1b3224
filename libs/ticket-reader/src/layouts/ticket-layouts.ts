import type { GameId } from '@pickwise/lottery';

/** How a ticket prints its draw dates: the terminals of each country print them their own way. */
export type DateStyle =
  /** US terminals: `WED DEC09 26` (weekday, month, day, two-digit year). */
  | 'us'
  /** UK terminals: `WED 09 DEC 2026`. */
  | 'uk'
  /** German receipts: `Mi 09.12.26`. */
  | 'de'
  /** Spanish receipts: `JUE 10 DIC 2026` (Spanish weekdays and months). */
  | 'es'
  /** Italian receipts: `08/12/2026`. */
  | 'it';

/**
 * What a paper ticket of one game prints, as the reader needs it: the title it is known by, how its
 * play lines are labelled, the marker ahead of the special numbers on a line, a number printed once
 * for the whole ticket (La Primitiva's Reintegro, 6aus49's Superzahl), the date style and the word
 * for the number of draws. Words are kept as the reader compares them: upper case, letters and
 * digits only.
 */
export interface TicketLayout {
  game: GameId;
  /** The game's name as printed in the ticket's heading; the longest match decides the game. */
  titles: readonly string[];
  /** `A. 05 12 …` (US and UK) or `1: 05 12 …` (continental receipts). */
  lineLabels: 'letters' | 'digits';
  /** Tokens that open a line's special numbers (`PB 06`, `LS 03 09`); `+` and `|` do too. */
  specialMarkers: readonly string[];
  /** The special number printed once for the whole ticket and given to every line, and the words ahead of it. */
  ticketSpecial?: { markers: readonly string[]; fromLastDigitOf?: readonly string[] };
  dateStyle: DateStyle;
  /** Words ahead of or behind the number of draws (`DRAWS: 5`, `5 DRAWS`, `ZIEHUNGEN: 2`). */
  drawsWords: readonly string[];
}

const US_DRAWS = ['DRAWS', 'DRAW', 'MULTIDRAW'] as const;

/** The twelve games' ticket layouts, in the games' order. */
export const TICKET_LAYOUTS: readonly TicketLayout[] = [
  { game: 'powerball', titles: ['POWERBALL'], lineLabels: 'letters', specialMarkers: ['PB'], dateStyle: 'us', drawsWords: US_DRAWS },
  { game: 'mega-millions', titles: ['MEGAMILLIONS'], lineLabels: 'letters', specialMarkers: ['MB'], dateStyle: 'us', drawsWords: US_DRAWS },
  { game: 'florida-lotto', titles: ['FLORIDALOTTO'], lineLabels: 'letters', specialMarkers: [], dateStyle: 'us', drawsWords: US_DRAWS },
  { game: 'california-lottery', titles: ['SUPERLOTTOPLUS'], lineLabels: 'letters', specialMarkers: ['MEGA'], dateStyle: 'us', drawsWords: US_DRAWS },
  { game: 'new-york-lottery', titles: ['NEWYORKLOTTO'], lineLabels: 'letters', specialMarkers: [], dateStyle: 'us', drawsWords: US_DRAWS },
  { game: 'texas-lottery', titles: ['LOTTOTEXAS'], lineLabels: 'letters', specialMarkers: [], dateStyle: 'us', drawsWords: US_DRAWS },
  { game: 'euromillions', titles: ['EUROMILLIONS'], lineLabels: 'letters', specialMarkers: ['LS', 'LUCKYSTARS', 'STARS'], dateStyle: 'uk', drawsWords: ['DRAWS', 'DRAW'] },
  { game: 'eurojackpot', titles: ['EUROJACKPOT'], lineLabels: 'digits', specialMarkers: ['EZ', 'EUROZAHLEN'], dateStyle: 'de', drawsWords: ['ZIEHUNGEN', 'ZIEHUNG', 'LAUFZEIT'] },
  { game: 'uk-lotto', titles: ['NATIONALLOTTERYLOTTO', 'UKLOTTO'], lineLabels: 'letters', specialMarkers: [], dateStyle: 'uk', drawsWords: ['DRAWS', 'DRAW'] },
  { game: 'superenalotto', titles: ['SUPERENALOTTO'], lineLabels: 'digits', specialMarkers: [], dateStyle: 'it', drawsWords: ['CONCORSI', 'CONCORSO'] },
  {
    game: 'la-primitiva',
    titles: ['LAPRIMITIVA', 'PRIMITIVA'],
    lineLabels: 'digits',
    specialMarkers: [],
    ticketSpecial: { markers: ['REINTEGRO', 'R'] },
    dateStyle: 'es',
    drawsWords: ['SORTEOS', 'SORTEO'],
  },
  {
    game: 'lotto-6aus49',
    titles: ['LOTTO6AUS49', '6AUS49'],
    lineLabels: 'digits',
    specialMarkers: [],
    ticketSpecial: { markers: ['SUPERZAHL', 'SZ'], fromLastDigitOf: ['LOSNUMMER', 'SPIELSCHEINNUMMER'] },
    dateStyle: 'de',
    drawsWords: ['ZIEHUNGEN', 'ZIEHUNG', 'LAUFZEIT'],
  },
];

const BY_GAME = new Map(TICKET_LAYOUTS.map((layout) => [layout.game, layout]));

/** The ticket layout of a game (every game has one). */
export function ticketLayout(game: GameId): TicketLayout {
  const layout = BY_GAME.get(game);
  if (!layout) throw new Error(`No ticket layout for ${game}`);
  return layout;
}
