import { TZDate } from '@date-fns/tz';
import { findGame, type CurrencyCode, type GameId } from '../games.js';
import { scheduledDrawAt } from '../schedule/next-draw.js';

/**
 * When ticket sales close before each game's draw, as its operator states it (researched December
 * 2026): a pool's record of a draw is sealed then at the latest (issue 36). Where the cutoff differs
 * by state or country, the entry names whose it is; where no operator states one, the entry says so
 * and the rule it follows instead. `source` is where the figure is read.
 */
export interface SalesCutoff {
  /** Local wall-clock cutoff per draw weekday (0 = Sunday) in `timezone`, or one for every draw day. */
  at?: { timezone: string; byWeekday?: Readonly<Record<number, { hours: number; minutes: number }>>; every?: { hours: number; minutes: number } };
  /** Used instead of `at` where no cutoff is published: this many minutes before the scheduled draw. */
  minutesBeforeDraw?: number;
  source: string;
  /** Whose figure it is, and how it varies. */
  note: string;
}

const time = (hours: number, minutes: number) => ({ hours, minutes });
const FLORIDA_HELP = 'https://floridalottery.com/help';
const NATIONAL_LOTTERY_HANDY_INFO = 'https://www.national-lottery.co.uk/games/in-store/players-guide/handy-info';

export const SALES_CUTOFFS: Readonly<Record<GameId, SalesCutoff>> = {
  powerball: { at: { timezone: 'America/New_York', every: time(22, 0) }, source: FLORIDA_HELP, note: 'Florida Lottery; most states close at 10:00 pm ET, a few at 9:45–9:50 pm ET.' },
  'mega-millions': { at: { timezone: 'America/New_York', every: time(22, 0) }, source: FLORIDA_HELP, note: 'Florida Lottery (New York too since 4 April 2023); other states close 15 to 60 minutes before the draw.' },
  'florida-lotto': { at: { timezone: 'America/New_York', every: time(22, 55) }, source: FLORIDA_HELP, note: 'Florida Lottery.' },
  'california-lottery': { at: { timezone: 'America/Los_Angeles', every: time(19, 45) }, source: 'https://lottoedge.com/ca-lottery/ca-superlotto-plus/', note: 'Not on calottery.com; an independent results site gives 7:45 pm PT, the draw following.' },
  'new-york-lottery': { minutesBeforeDraw: 30, source: 'https://nylottery.ny.gov/draw-game?game=lotto', note: 'No cutoff of its own is published for NY Lotto that we found: sealed 30 minutes before the scheduled draw.' },
  'texas-lottery': { at: { timezone: 'America/Chicago', every: time(22, 2) }, source: 'https://texaslotterynumbers.net/faqs', note: 'Not on texaslottery.com; an independent site gives 10:02 pm CT.' },
  euromillions: { at: { timezone: 'Europe/London', every: time(19, 30) }, source: NATIONAL_LOTTERY_HANDY_INFO, note: 'The UK National Lottery: no sales between 19:30 and 21:00 on draw days (online 19:25).' },
  eurojackpot: { at: { timezone: 'Europe/Berlin', every: time(19, 0) }, source: 'https://www.westlotto.de', note: 'WestLotto (Germany, as also Bavaria and Baden-Württemberg); other German states close at 18:30–18:59.' },
  'uk-lotto': { at: { timezone: 'Europe/London', every: time(19, 30) }, source: NATIONAL_LOTTERY_HANDY_INFO, note: 'The UK National Lottery: no sales between 19:30 and 21:00 on draw days.' },
  superenalotto: { at: { timezone: 'Europe/Rome', every: time(19, 30) }, source: 'https://tg24.sky.it/lifestyle/2025/12/19/lotto-superenalotto-ultima-estrazione-19-dicembre', note: 'Play is possible until 19:30 on the day of the draw (Sisal, as reported by Sky TG24).' },
  'la-primitiva': { minutesBeforeDraw: 60, source: 'https://euromillions.com/en/facts/la-primitiva-lottery-draw-times', note: 'SELAE publishes no cutoff that we found; an independent site gives an hour before the draw.' },
  'lotto-6aus49': {
    at: { timezone: 'Europe/Berlin', byWeekday: { 3: time(18, 0), 6: time(19, 0) } },
    source: 'https://www.saartoto.de/lotto6aus49/anleitung?gbn=12',
    note: 'Saartoto: Wednesday 18:00, Saturday 19:00; other German states as early as 17:55 and 18:55.',
  },
};

/** The instant sales close for a game's draw on a draw date (the game's local yyyy-mm-dd). */
export function salesCutoffAt(game: GameId, drawDate: string): Date {
  const entry = SALES_CUTOFFS[game];
  const gameData = findGame(game);
  if (!gameData) throw new Error(`Unknown game ${game}`);
  const drawAt = scheduledDrawAt(gameData, drawDate);
  if (entry.minutesBeforeDraw !== undefined) return new Date(drawAt.getTime() - entry.minutesBeforeDraw * 60_000);
  const [year, month, day] = drawDate.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const local = entry.at?.byWeekday?.[weekday] ?? entry.at?.every;
  if (!entry.at || !local) throw new Error(`${game} has no sales cutoff for weekday ${weekday}`);
  const cutoff = new TZDate(year, month - 1, day, local.hours, local.minutes, entry.at.timezone);
  // Never after the scheduled draw, whatever the table says.
  return new Date(Math.min(cutoff.getTime(), drawAt.getTime()));
}

/**
 * The prize above which a winner claims from the operator (a claim form, an office, a bank) rather
 * than at a retailer: a pool with such a win is shown what a claim needs (issue 36).
 */
export interface ClaimThreshold {
  /** Minor units of `currency`. */
  amount: number;
  currency: CurrencyCode;
  /** What the claim's paperwork is: the US IRS Form 5754 for a group, the UK syndicate schedule, or the operator's own form. */
  groupForm: 'irs-5754' | 'uk-syndicate-schedule' | 'operator-claim';
  source: string;
  note: string;
}

const US_CLAIM: ClaimThreshold = {
  amount: 600_00,
  currency: 'USD',
  groupForm: 'irs-5754',
  source: 'https://www.calottery.com/fastpay',
  note: 'Retailers pay up to $599 in California, Florida, New York and Texas; $600 or more is claimed from the state lottery, and one player claiming for a group adds IRS Form 5754. Powerball and Mega Millions prizes are claimed in the state where the ticket was bought.',
};

export const CLAIM_THRESHOLDS: Readonly<Record<GameId, ClaimThreshold>> = {
  powerball: US_CLAIM,
  'mega-millions': US_CLAIM,
  'florida-lotto': US_CLAIM,
  'california-lottery': US_CLAIM,
  'new-york-lottery': US_CLAIM,
  'texas-lottery': US_CLAIM,
  'uk-lotto': {
    amount: 500_00,
    currency: 'GBP',
    groupForm: 'uk-syndicate-schedule',
    source: 'https://www.yorkpress.co.uk/news/24165568.national-lottery-changes-lotto-scratchcard-prize-claims/',
    note: 'Retailers pay up to £500 at most; larger prizes are claimed from Allwyn (over £50,000 by telephone and in person). A prize is paid to one person, so a syndicate keeps a written schedule of members, stakes and shares.',
  },
  euromillions: {
    amount: 2_000_00,
    currency: 'EUR',
    groupForm: 'operator-claim',
    source: 'https://www.loteriasyapuestas.es/es/centro-de-ayuda/informacion-sobre/como-cobrar-premios-red-presencial',
    note: 'In Spain (SELAE), prizes of €2,000 or more are paid only by authorised banks.',
  },
  'la-primitiva': {
    amount: 2_000_00,
    currency: 'EUR',
    groupForm: 'operator-claim',
    source: 'https://www.loteriasyapuestas.es/es/centro-de-ayuda/informacion-sobre/como-cobrar-premios-red-presencial',
    note: 'SELAE: prizes of €2,000 or more are paid only by authorised banks.',
  },
  superenalotto: {
    amount: 520_00,
    currency: 'EUR',
    groupForm: 'operator-claim',
    source: 'https://www.tgcom24.mediaset.it/tgcomlab/trend/hai-vinto-al-superenalotto-ecco-come-ritirare-i-soldi-e-quanti-diventano_95446812-202502k.shtml',
    note: 'Any Sisal retailer pays up to €520; more is paid by a Punto Pagamento Premi, and over €52,000 by the Uffici Premi Sisal.',
  },
  eurojackpot: {
    amount: 20_000_00,
    currency: 'EUR',
    groupForm: 'operator-claim',
    source: 'https://www.westlotto.de/infos-und-zahlen/lotto-verstehen/lottogewinn/lottogewinn.html',
    note: 'WestLotto: from €20,000 a win is a central prize, paid by transfer against identification; the limit differs by German state.',
  },
  'lotto-6aus49': {
    amount: 20_000_00,
    currency: 'EUR',
    groupForm: 'operator-claim',
    source: 'https://www.westlotto.de/infos-und-zahlen/lotto-verstehen/lottogewinn/lottogewinn.html',
    note: 'WestLotto: from €20,000 a win is a central prize, paid by transfer against identification; the limit differs by German state.',
  },
};
