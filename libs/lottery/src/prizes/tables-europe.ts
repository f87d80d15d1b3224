import { anySpecial, fixed, hit, JACKPOT, mainOnly, SHARED, sharedPatterns, withBonus, type TableSpec } from './table-spec.js';

// Prize structures of the six European games, one entry per era. European prizes are mostly
// pari-mutuel shares of a prize fund; odds are computed from the matrix in prize-tables.ts.

const EUROMILLIONS = { title: 'Euromillones: premios (loteriasyapuestas.es)', url: 'https://www.loteriasyapuestas.es/es/euromillones' };
const EUROMILLIONS_12_TIERS = ['5+2', '5+1', '5+0', '4+2', '4+1', '4+0', '3+2', '2+2', '3+1', '3+0', '1+2', '2+1'];

export const EUROMILLIONS_TABLES: readonly TableSpec[] = [
  { since: '2004-02-13', ticketPrice: 2, source: EUROMILLIONS, tiers: sharedPatterns(EUROMILLIONS_12_TIERS) },
  // May 2011: an eleventh Lucky Star and a 13th tier for 2 numbers.
  { since: '2011-05-10', ticketPrice: 2, source: EUROMILLIONS, tiers: sharedPatterns([...EUROMILLIONS_12_TIERS, '2+0']) },
  {
    since: '2016-09-27',
    ticketPrice: 2.5,
    source: EUROMILLIONS,
   
    tiers: sharedPatterns(['5+2', '5+1', '5+0', '4+2', '4+1', '3+2', '4+0', '2+2', '3+1', '3+0', '1+2', '2+1', '2+0']),
  },
];

const EUROJACKPOT = { title: 'Eurojackpot: Spielregeln und Gewinnklassen (lotto.de)', url: 'https://www.lotto.de/eurojackpot/spielregeln' };
const EUROJACKPOT_TIERS = sharedPatterns(EUROMILLIONS_12_TIERS);

export const EUROJACKPOT_TABLES: readonly TableSpec[] = [
  { since: '2012-03-23', ticketPrice: 2, source: EUROJACKPOT, tiers: EUROJACKPOT_TIERS },
  { since: '2014-10-10', ticketPrice: 2, source: EUROJACKPOT, tiers: EUROJACKPOT_TIERS },
  { since: '2022-03-25', ticketPrice: 2, source: EUROJACKPOT, tiers: EUROJACKPOT_TIERS },
];

const UK_LOTTO = { title: 'Lotto prizes and odds (national-lottery.co.uk)', url: 'https://www.national-lottery.co.uk/games/lotto/prizes-and-odds' };

export const UK_LOTTO_TABLES: readonly TableSpec[] = [
  {
    since: '1994-11-19',
    ticketPrice: 1,
    source: UK_LOTTO,
    tiers: [mainOnly(6, JACKPOT), withBonus(5, SHARED), mainOnly(5, SHARED), mainOnly(4, SHARED), mainOnly(3, fixed(10))],
  },
  {
    since: '2015-10-10',
    ticketPrice: 2,
    source: UK_LOTTO,
    tiers: [
      mainOnly(6, JACKPOT),
      withBonus(5, fixed(1_000_000)),
      mainOnly(5, fixed(1_750)),
      mainOnly(4, fixed(140)),
      mainOnly(3, fixed(30)),
      mainOnly(2, fixed(2, 'free-ticket')),
    ],
  },
];

const SUPERENALOTTO = { title: 'SuperEnalotto: come si gioca (superenalotto.it)', url: 'https://www.superenalotto.it/come-si-gioca' };
const SUPERENALOTTO_TIERS = [mainOnly(6, JACKPOT), withBonus(5, SHARED), mainOnly(5, SHARED), mainOnly(4, SHARED), mainOnly(3, SHARED)];

export const SUPERENALOTTO_TABLES: readonly TableSpec[] = [
  { since: '1997-12-03', ticketPrice: 0.5, source: SUPERENALOTTO, tiers: SUPERENALOTTO_TIERS },
  { since: '2006-03-28', ticketPrice: 0.5, source: SUPERENALOTTO, tiers: SUPERENALOTTO_TIERS },
  // The July 2009 reform added a prize for 2 numbers and doubled the price.
  { since: '2009-07-01', ticketPrice: 1, source: SUPERENALOTTO, tiers: [...SUPERENALOTTO_TIERS, mainOnly(2, SHARED)] },
];

const LA_PRIMITIVA = { title: 'La Primitiva: premios y categorías (loteriasyapuestas.es)', url: 'https://www.loteriasyapuestas.es/es/la-primitiva' };

export const LA_PRIMITIVA_TABLES: readonly TableSpec[] = [
  {
    since: '1985-10-17',
    ticketPrice: 0.5,
    source: LA_PRIMITIVA,
    tiers: [mainOnly(6, JACKPOT), withBonus(5, SHARED), mainOnly(5, SHARED), mainOnly(4, SHARED), mainOnly(3, SHARED)],
  },
  {
    since: '1991-06-20',
    ticketPrice: 1,
    source: LA_PRIMITIVA,
    tiers: [
      hit(6, 1, JACKPOT),
      anySpecial(mainOnly(6, SHARED)),
      anySpecial(withBonus(5, SHARED)),
      anySpecial(mainOnly(5, SHARED)),
      anySpecial(mainOnly(4, SHARED)),
      anySpecial(mainOnly(3, fixed(8))),
      { id: 'reintegro', mainMatched: 0, specialMatched: 1, bonusMatched: false, ignores: 'main', prize: fixed(1, 'refund') },
    ],
  },
];

const LOTTO_6AUS49 = { title: 'LOTTO 6aus49: Gewinnklassen (lotto.de)', url: 'https://www.lotto.de/lotto-6aus49/spielregeln' };
const NINE_CLASSES = (class9: number) => [
  hit(6, 1, JACKPOT),
  hit(6, 0, SHARED),
  hit(5, 1, SHARED),
  hit(5, 0, SHARED),
  hit(4, 1, SHARED),
  hit(4, 0, SHARED),
  hit(3, 1, SHARED),
  hit(3, 0, SHARED),
  hit(2, 1, fixed(class9)),
];

export const LOTTO_6AUS49_TABLES: readonly TableSpec[] = [
  {
    since: '1955-10-09',
    ticketPrice: 0.5,
    source: LOTTO_6AUS49,
    tiers: [mainOnly(6, JACKPOT), withBonus(5, SHARED), mainOnly(5, SHARED), mainOnly(4, SHARED), withBonus(3, SHARED), mainOnly(3, SHARED)],
  },
  {
    since: '1991-12-07',
    ticketPrice: 0.75,
    source: LOTTO_6AUS49,
    tiers: [
      hit(6, 1, JACKPOT),
      hit(6, 0, SHARED),
      anySpecial(withBonus(5, SHARED)),
      anySpecial(mainOnly(5, SHARED)),
      anySpecial(withBonus(4, SHARED)),
      anySpecial(mainOnly(4, SHARED)),
      anySpecial(withBonus(3, SHARED)),
      anySpecial(mainOnly(3, SHARED)),
    ],
  },
  // May 2013: the Zusatzzahl went; nine classes, the Superzahl in every pair.
  { since: '2013-05-04', ticketPrice: 1, source: LOTTO_6AUS49, tiers: NINE_CLASSES(5) },
  { since: '2020-09-23', ticketPrice: 1.2, source: LOTTO_6AUS49, tiers: NINE_CLASSES(6) },
];
