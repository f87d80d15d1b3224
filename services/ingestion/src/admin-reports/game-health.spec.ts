import type { AdminUnverifiedDraw, DrawDetail, DrawSource, PendingDraw } from '@pickwise/contracts';
import { ADMIN_GAME_ORDER, ZERO_ROW_FETCHES_WARNING } from '@pickwise/lottery';
import type { GameLogSummary } from '../ingest-log/ingest-log.repository.js';
import { gameHealthCards, hasZeroRowFetches, unverifiedByGame, withSources } from './game-health.js';

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
  const disputed: AdminUnverifiedDraw = { drawDate: '2026-11-22', status: 'disputed', firstSeenAt: '2026-11-22T23:00:00.000Z', reason: 'disputed', jackpotCurrency: 'USD', sources: [] };
  const unverified = new Map([['powerball', { count: 12, draws: [disputed] }]]);

  it('gives one card per game of the admin list, in its order, under the admin ids', () => {
    const cards = gameHealthCards(summaries, counts, unverified, now);
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
    const powerball = gameHealthCards(summaries, counts, unverified, now)[0];
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
      unverifiedDraws: [disputed],
      unverifiedCount: 12,
    });
  });

  it('lists no unverified draw for a game without any, and leaves them unknown (null) when draws.verification.pending did not answer', () => {
    expect(gameHealthCards(summaries, counts, unverified, now)[1]).toMatchObject({ unverifiedDraws: [], unverifiedCount: 0 });
    expect(gameHealthCards(summaries, counts, null, now).every((card) => card.unverifiedDraws === null && card.unverifiedCount === null)).toBe(true);
  });

  it("says 'never' for a game without a run, and counts its stored draws as 0 when draws has none", () => {
    const megaMillions = gameHealthCards(summaries, counts, unverified, now)[1];
    expect(megaMillions).toMatchObject({ status: 'never', lastRunAt: null, lastRunAgeSeconds: null, lastRows: null, totalDraws: 0, lastError: null, warning: null });
  });

  it('shows a running run as running, without the warning while a success in between inserted rows', () => {
    const euromillions = gameHealthCards(summaries, counts, unverified, now).find((card) => card.gameId === 'euromillions');
    expect(euromillions).toMatchObject({ status: 'running', lastRunAgeSeconds: 1, warning: null });
  });

  it('leaves the totals unknown (null) when the draws service did not answer', () => {
    expect(gameHealthCards(summaries, null, unverified, now).every((card) => card.totalDraws === null)).toBe(true);
  });
});

const pendingDraw = (game: string, drawDate: string, status: PendingDraw['status'] = 'provisional'): PendingDraw => ({
  game,
  drawDate,
  status,
  firstSeenAt: `${drawDate}T22:00:00.000Z`,
  providers: ['lottoland'],
});

describe('unverifiedByGame', () => {
  it('keeps the draws the rule counts, with its reason, by game in the pending order', () => {
    const pending = [pendingDraw('powerball', '2026-11-20', 'disputed'), pendingDraw('eurojackpot', '2026-11-21'), pendingDraw('powerball', '2026-11-22')];
    const byGame = unverifiedByGame(pending, (draw) => (draw.status === 'disputed' ? 'disputed' : draw.game === 'eurojackpot' ? undefined : 'unconfirmed'));
    expect([...byGame.keys()]).toEqual(['powerball']);
    expect(byGame.get('powerball')).toEqual({
      count: 2,
      shown: [
        { ...pending[0], reason: 'disputed' },
        { ...pending[2], reason: 'unconfirmed' },
      ],
    });
  });

  it('counts every unverified draw but lists the first 10', () => {
    const pending = Array.from({ length: 13 }, (_, day) => pendingDraw('uk-lotto', `2026-11-${String(day + 10).padStart(2, '0')}`));
    const ukLotto = unverifiedByGame(pending, () => 'single-source').get('uk-lotto')!;
    expect(ukLotto.count).toBe(13);
    expect(ukLotto.shown.map((draw) => draw.drawDate)).toEqual(pending.slice(0, 10).map((draw) => draw.drawDate));
  });
});

describe('withSources', () => {
  const source = (provider: string, main: number[]): DrawSource => ({ provider, fetchedAt: '2026-11-22T22:05:00.000Z', main, special: [4], bonus: [], jackpot: 5_000_000, payloadSha256: null });
  const detail = (status: DrawDetail['draw']['status'], sources: DrawSource[]) =>
    ({ draw: { status, sources, jackpot_currency: 'GBP' } }) as unknown as DrawDetail;

  it("gives each pending draw of a date the date's draws not verified, in order (two UK Lotto rounds)", () => {
    const first = [source('national-lottery', [1, 2, 3, 4, 5, 6])];
    const second = [source('national-lottery', [7, 8, 9, 10, 11, 12]), source('lottoland', [7, 8, 9, 10, 11, 13])];
    const pending = [
      { ...pendingDraw('uk-lotto', '2026-11-22'), reason: 'unconfirmed' as const },
      { ...pendingDraw('uk-lotto', '2026-11-22', 'disputed'), reason: 'disputed' as const },
    ];
    const draws = withSources(pending, [detail('provisional', first), detail('verified', []), detail('disputed', second)]);
    expect(draws).toEqual([
      { drawDate: '2026-11-22', status: 'provisional', firstSeenAt: '2026-11-22T22:00:00.000Z', reason: 'unconfirmed', jackpotCurrency: 'GBP', sources: first },
      { drawDate: '2026-11-22', status: 'disputed', firstSeenAt: '2026-11-22T22:00:00.000Z', reason: 'disputed', jackpotCurrency: 'GBP', sources: second },
    ]);
  });

  it('lists a draw without sources (null) when its details did not come', () => {
    expect(withSources([{ ...pendingDraw('powerball', '2026-11-22'), reason: 'unconfirmed' }], null)).toEqual([
      { drawDate: '2026-11-22', status: 'provisional', firstSeenAt: '2026-11-22T22:00:00.000Z', reason: 'unconfirmed', jackpotCurrency: null, sources: null },
    ]);
  });
});
