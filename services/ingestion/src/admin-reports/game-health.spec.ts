import { ADMIN_GAME_ORDER, ZERO_ROW_FETCHES_WARNING } from '@pickwise/lottery';
import type { GameLogSummary } from '../ingest-log/ingest-log.repository.js';
import { gameHealthCards, hasZeroRowFetches } from './game-health.js';

const now = new Date('2026-11-23T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('hasZeroRowFetches (S-2)', () => {
  it('warns when each of the last two successful runs inserted 0 rows', () => {
    expect(hasZeroRowFetches([0, 0])).toBe(true);
  });

  it('does not warn when one of the last two inserted rows, or fewer than two runs succeeded', () => {
    expect(hasZeroRowFetches([0, 3])).toBe(false);
    expect(hasZeroRowFetches([2, 0])).toBe(false);
    expect(hasZeroRowFetches([0])).toBe(false);
    expect(hasZeroRowFetches([])).toBe(false);
  });

  it('compares only the newest two', () => {
    expect(hasZeroRowFetches([0, 0, 7])).toBe(true);
    expect(hasZeroRowFetches([1, 0, 0])).toBe(false);
  });
});

describe('gameHealthCards', () => {
  const summaries = new Map<string, GameLogSummary>([
    [
      'powerball',
      {
        newest: { status: 'success', startedAt: at('2026-11-23T11:00:00Z'), rowsInserted: 0 },
        newestFailure: { message: 'ny-open-data: HTTP 500', startedAt: at('2026-11-20T06:15:00Z') },
        recentSuccessInserts: [0, 0],
      },
    ],
    ['california-lottery', { newest: { status: 'failed', startedAt: at('2026-11-23T11:59:30Z'), rowsInserted: 0 }, newestFailure: { message: 'magayo skipped', startedAt: at('2026-11-23T11:59:30Z') }, recentSuccessInserts: [] }],
    ['euromillions', { newest: { status: 'running', startedAt: at('2026-11-23T11:59:59Z'), rowsInserted: 0 }, recentSuccessInserts: [4, 0] }],
  ]);
  const counts = { powerball: 1_900, 'california-lottery': 4_000, euromillions: 1_800 };

  it('gives one card per game of the admin list, in its order, under the admin ids', () => {
    const cards = gameHealthCards(summaries, counts, now);
    expect(cards.map((card) => card.gameId)).toEqual(ADMIN_GAME_ORDER);
    expect(cards.map((card) => card.game)).toEqual([
      'powerball',
      'mega-millions',
      'florida-lotto',
      'california-superlotto',
      'new-york-lotto',
      'texas-lotto',
      'euromillions',
      'eurojackpot',
      'superenalotto',
      'la-primitiva',
      'lotto-6aus49',
      'uk-lotto',
    ]);
    expect(cards.map((card) => card.currency)).toEqual(['USD', 'USD', 'USD', 'USD', 'USD', 'USD', 'EUR', 'EUR', 'EUR', 'EUR', 'EUR', 'GBP']);
  });

  it('fills a card from the newest run, the newest failure and the draw count', () => {
    const powerball = gameHealthCards(summaries, counts, now)[0];
    expect(powerball).toEqual({
      game: 'powerball',
      gameId: 'powerball',
      name: 'Powerball',
      currency: 'USD',
      status: 'success',
      lastRunAt: '2026-11-23T11:00:00.000Z',
      lastRunAgeSeconds: 3600,
      lastRows: 0,
      totalDraws: 1_900,
      lastError: { message: 'ny-open-data: HTTP 500', at: '2026-11-20T06:15:00.000Z' },
      warning: ZERO_ROW_FETCHES_WARNING,
    });
  });

  it("says 'never' for a game without a run, and counts its stored draws as 0 when draws has none", () => {
    const megaMillions = gameHealthCards(summaries, counts, now)[1];
    expect(megaMillions).toMatchObject({ status: 'never', lastRunAt: null, lastRunAgeSeconds: null, lastRows: null, totalDraws: 0, lastError: null, warning: null });
  });

  it('shows a running run as running, without the warning while a success in between inserted rows', () => {
    const euromillions = gameHealthCards(summaries, counts, now).find((card) => card.gameId === 'euromillions');
    expect(euromillions).toMatchObject({ status: 'running', lastRunAgeSeconds: 1, warning: null });
  });

  it('leaves the totals unknown (null) when the draws service did not answer', () => {
    expect(gameHealthCards(summaries, null, now).every((card) => card.totalDraws === null)).toBe(true);
  });
});
