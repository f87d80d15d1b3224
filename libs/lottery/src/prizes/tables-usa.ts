import { amounts, fivePlusOne, fixed, JACKPOT, mainOnly, SHARED, withBonus, type TableSpec } from './table-spec.js';

// Prize structures of the six US games, one entry per era. Amounts are the published fixed prizes
// (before any optional multiplier such as Power Play); odds are never written here: they are
// computed from the game's matrix in prize-tables.ts.

const POWERBALL_CHART = { title: 'Powerball prize chart (powerball.com)', url: 'https://www.powerball.com/powerball-prize-chart' };

export const POWERBALL: readonly TableSpec[] = [
  { since: '1992-04-22', ticketPrice: 1, source: POWERBALL_CHART, tiers: fivePlusOne(amounts(100_000, 5_000, 100, 100, 5, 5, 2, 1)) },
  { since: '1997-11-05', ticketPrice: 1, source: POWERBALL_CHART, tiers: fivePlusOne(amounts(100_000, 5_000, 100, 100, 7, 7, 4, 3)) },
  { since: '2002-10-09', ticketPrice: 1, source: POWERBALL_CHART, tiers: fivePlusOne(amounts(100_000, 5_000, 100, 100, 7, 7, 4, 3)) },
  { since: '2005-08-31', ticketPrice: 1, source: POWERBALL_CHART, tiers: fivePlusOne(amounts(200_000, 10_000, 100, 100, 7, 7, 4, 3)) },
  { since: '2009-01-07', ticketPrice: 1, source: POWERBALL_CHART, tiers: fivePlusOne(amounts(200_000, 10_000, 100, 100, 7, 7, 4, 3)) },
  { since: '2012-01-18', ticketPrice: 2, source: POWERBALL_CHART, tiers: fivePlusOne(amounts(1_000_000, 10_000, 100, 100, 7, 7, 4, 4)) },
  { since: '2015-10-07', ticketPrice: 2, source: POWERBALL_CHART, tiers: fivePlusOne(amounts(1_000_000, 50_000, 100, 100, 7, 7, 4, 4)) },
];

const MEGA_MILLIONS_RULES = { title: 'Mega Millions: how to play (megamillions.com)', url: 'https://www.megamillions.com/How-to-Play.aspx' };

export const MEGA_MILLIONS: readonly TableSpec[] = [
  { since: '2002-05-17', ticketPrice: 1, source: MEGA_MILLIONS_RULES, tiers: fivePlusOne(amounts(175_000, 5_000, 150, 150, 7, 10, 3, 2)) },
  { since: '2005-06-22', ticketPrice: 1, source: MEGA_MILLIONS_RULES, tiers: fivePlusOne(amounts(250_000, 10_000, 150, 150, 7, 10, 3, 2)) },
  { since: '2013-10-22', ticketPrice: 1, source: MEGA_MILLIONS_RULES, tiers: fivePlusOne(amounts(1_000_000, 5_000, 500, 50, 5, 5, 2, 1)) },
  { since: '2017-10-31', ticketPrice: 2, source: MEGA_MILLIONS_RULES, tiers: fivePlusOne(amounts(1_000_000, 10_000, 500, 200, 10, 10, 4, 2)) },
  {
    since: '2025-04-08',
    ticketPrice: 5,
    source: MEGA_MILLIONS_RULES,
    // Every ticket carries a multiplier drawn from 32 balls; the amounts below are before it.
    multiplier: { outcomes: [{ times: 2, balls: 15 }, { times: 3, balls: 10 }, { times: 4, balls: 4 }, { times: 5, balls: 2 }, { times: 10, balls: 1 }] },
    tiers: fivePlusOne(amounts(1_000_000, 10_000, 500, 200, 10, 10, 7, 5)),
  },
];

const FLORIDA_LOTTO = { title: 'Florida Lotto (floridalottery.com)', url: 'https://floridalottery.com/games/draw-games/lotto' };

export const FLORIDA_LOTTO_TABLES: readonly TableSpec[] = [
  {
    since: '1988-05-07',
    ticketPrice: 1,
    source: FLORIDA_LOTTO,
    tiers: [mainOnly(6, JACKPOT), mainOnly(5, SHARED), mainOnly(4, SHARED), mainOnly(3, SHARED)],
  },
  {
    since: '1999-10-27',
    ticketPrice: 2,
    source: FLORIDA_LOTTO,
    tiers: [mainOnly(6, JACKPOT), mainOnly(5, SHARED), mainOnly(4, SHARED), mainOnly(3, SHARED), mainOnly(2, fixed(2, 'free-ticket'))],
  },
];

const SUPERLOTTO = { title: 'SuperLotto Plus (calottery.com)', url: 'https://www.calottery.com/draw-games/superlotto-plus' };
const CALIFORNIA_LOTTO = [mainOnly(6, JACKPOT), mainOnly(5, SHARED), mainOnly(4, SHARED), mainOnly(3, SHARED)];

export const CALIFORNIA: readonly TableSpec[] = [
  { since: '1986-10-18', ticketPrice: 1, source: SUPERLOTTO, tiers: CALIFORNIA_LOTTO },
  { since: '1990-06-30', ticketPrice: 1, source: SUPERLOTTO, tiers: CALIFORNIA_LOTTO },
  { since: '1991-11-27', ticketPrice: 1, source: SUPERLOTTO, tiers: CALIFORNIA_LOTTO },
  // California law makes every prize pari-mutuel, the fixed-looking lower ones included.
  { since: '2000-06-07', ticketPrice: 1, source: SUPERLOTTO, tiers: fivePlusOne([SHARED, SHARED, SHARED, SHARED, SHARED, SHARED, SHARED, SHARED]) },
];

export const NEW_YORK: readonly TableSpec[] = [
  {
    since: '2001-09-12',
    // $1 buys two plays.
    ticketPrice: 0.5,
    source: { title: 'NY Lotto (nylottery.ny.gov)', url: 'https://nylottery.ny.gov/draw-game?game=lotto' },
    tiers: [mainOnly(6, JACKPOT), withBonus(5, SHARED), mainOnly(5, SHARED), mainOnly(4, SHARED), mainOnly(3, fixed(1))],
  },
];

const LOTTO_TEXAS = { title: 'Lotto Texas (texaslottery.com)', url: 'https://www.texaslottery.com/export/sites/lottery/Games/Lotto_Texas/index.html' };
const LOTTO_TEXAS_TIERS = [mainOnly(6, JACKPOT), mainOnly(5, SHARED), mainOnly(4, SHARED), mainOnly(3, fixed(3))];

export const TEXAS: readonly TableSpec[] = [
  {
    since: '1992-11-14',
    ticketPrice: 1,
    source: LOTTO_TEXAS,
    tiers: LOTTO_TEXAS_TIERS,
  },
  { since: '2000-07-19', ticketPrice: 1, source: LOTTO_TEXAS, tiers: LOTTO_TEXAS_TIERS },
  {
    since: '2003-05-07',
    ticketPrice: 1,
    source: LOTTO_TEXAS,
    tiers: fivePlusOne([SHARED, SHARED, SHARED, SHARED, SHARED, SHARED, SHARED, SHARED]).slice(0, 7),
  },
  { since: '2006-04-26', ticketPrice: 1, source: LOTTO_TEXAS, tiers: LOTTO_TEXAS_TIERS },
];
