// The draws service seeds the shipped history into its own schema at start and answers
// draws.list, draws.stats, draws.counts and draws.latest over NATS. Expected figures come from the CSV files
// and from SQL over the seeded rows, never from the service's own code.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DomainError, SUBJECTS, type DrawsListResponse, type GameStatsDto } from '@pickwise/contracts';
import { GAMES, findGame, unknownGameMessage, type Game } from '@pickwise/lottery';
import type { NatsRequester } from '@pickwise/nest-kit';
import { DEFAULT_HISTORY_DIR } from '../../services/draws/src/config.js';
import { HistorySeeder } from '../../services/draws/src/history-seed/history-seeder.js';
import { DrawsRepository } from '../../services/draws/src/draws/draws.repository.js';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { natsCaller, startTestDraws, type TestService } from '../support/services.js';

/** Data lines of each shipped file, by public game id (the files are named by admin id). */
function csvRowCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const file of readdirSync(DEFAULT_HISTORY_DIR).filter((name) => name.endsWith('.csv'))) {
    const game = findGame(path.basename(file, '.csv')) as Game;
    const lines = readFileSync(path.join(DEFAULT_HISTORY_DIR, file), 'utf8').split('\n').filter((line) => line.trim() !== '');
    counts.set(game.id, lines.length - 1);
  }
  return counts;
}

const expectedCounts = csvRowCounts();
let draws: TestService;
let caller: ReturnType<typeof natsCaller>;
let nats: NatsRequester;

const sql = <T>(query: string, params: unknown[] = []) => draws.em.getConnection().execute<T[]>(query, params);
const table = () => `"${draws.schema}".draws`;
const list = (query: Record<string, unknown>) => nats.request(SUBJECTS.drawsList, query) as Promise<DrawsListResponse>;
const stats = (query: Record<string, unknown>) => nats.request(SUBJECTS.drawsStats, query) as Promise<GameStatsDto>;

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.drawsList, SUBJECTS.drawsStats, SUBJECTS.drawsCounts, SUBJECTS.drawsLatest]);
  draws = await startTestDraws();
  caller = natsCaller();
  nats = caller.requester;
});

afterAll(async () => {
  await caller?.close();
  await draws?.stop();
});

describe('seed', () => {
  it('stored exactly the rows of every shipped file under the public game ids', async () => {
    expect(expectedCounts.size).toBe(12);
    const rows = await sql<{ game: string; count: number }>(`select game, count(*)::int as count from ${table()} group by game`);
    expect(new Map(rows.map((row) => [row.game, row.count]))).toEqual(expectedCounts);
  });

  it('keeps both UK Lotto draws of the nights with two rounds', async () => {
    const nights = await sql<{ draw_date: string }>(
      `select draw_date from ${table()} where game = 'uk-lotto' group by draw_date having count(*) = 2`,
    );
    expect(nights.length).toBe(21);
  });

  it('reads no file again the second time, and seeds again only a file whose content changed', async () => {
    const seeder = draws.service.app.get(HistorySeeder);
    const again = await seeder.seed();
    expect(again.games).toHaveLength(12);
    for (const result of again.games) expect(result).toMatchObject({ unchanged: true, inserted: 0, updated: 0, rows: 0 });
    // As if euromillions.csv had changed since it was seeded: it alone is read and upserted (to no change).
    await sql(`update "${draws.schema}"."history_seeds" set sha256 = repeat('0', 64) where file = 'euromillions.csv'`);
    const changed = await seeder.seed();
    for (const result of changed.games) {
      if (result.game === 'euromillions') expect(result).toMatchObject({ unchanged: false, inserted: 0, updated: 0, rows: expectedCounts.get('euromillions'), skipped: expectedCounts.get('euromillions') });
      else expect(result).toMatchObject({ unchanged: true, rows: 0 });
    }
  });

  it('stored one drawn bonus number for every draw of the four games that draw one, and none elsewhere', async () => {
    const rows = await sql<{ game: string; with_bonus: number; total: number }>(
      `select game, count(*) filter (where cardinality(bonus) = 1 and not bonus[1] = any(main))::int as with_bonus, count(*)::int as total from ${table()} group by game`,
    );
    const bonusGames = ['uk-lotto', 'new-york-lottery', 'superenalotto', 'la-primitiva'];
    for (const row of rows) expect([row.game, row.with_bonus]).toEqual([row.game, bonusGames.includes(row.game) ? row.total : 0]);
    // The file's line `2026-08-20,14 18 26 51 64 71,77 49,...`: Jolly 77, SuperStar 49 (not kept).
    const [jolly] = await sql<{ bonus: number[]; special: number[] }>(
      `select bonus, special from ${table()} where game = 'superenalotto' and draw_date = '2026-08-20'`,
    );
    expect(jolly).toEqual({ bonus: [77], special: [] });
  });

  it('fills a missing bonus number, never erases one, and corrects a different one', async () => {
    const repository = draws.service.app.get(DrawsRepository);
    const [stored] = await sql<{ draw_date: string; main: number[]; bonus: number[]; jackpot: number | null; source: string }>(
      `select to_char(draw_date, 'YYYY-MM-DD') as draw_date, main, bonus, jackpot::float8 as jackpot, source from ${table()} where game = 'uk-lotto' order by draw_date desc, id desc limit 1`,
    );
    const draw = { drawDate: stored!.draw_date, main: stored!.main, special: [], jackpot: stored!.jackpot, source: stored!.source };
    const bonusNow = async () => (await sql<{ bonus: number[] }>(`select bonus from ${table()} where game = 'uk-lotto' and draw_date = ? and main = ?::int[]`, [draw.drawDate, `{${draw.main.join(',')}}`]))[0]?.bonus;
    expect(await repository.upsert('uk-lotto', [{ ...draw, bonus: [] }])).toEqual({ inserted: 0, updated: 0, skipped: 1, statusChanged: 0, dates: [] });
    expect(await bonusNow()).toEqual(stored!.bonus);
    const other = [[1, 2, 3, 4, 5, 6, 7].find((n) => !draw.main.includes(n) && n !== stored!.bonus[0])!];
    expect(await repository.upsert('uk-lotto', [{ ...draw, bonus: other }])).toEqual({ inserted: 0, updated: 1, skipped: 0, statusChanged: 0, dates: [draw.drawDate] });
    expect(await bonusNow()).toEqual(other);
    expect(await repository.upsert('uk-lotto', [{ ...draw, bonus: stored!.bonus }])).toEqual({ inserted: 0, updated: 1, skipped: 0, statusChanged: 0, dates: [draw.drawDate] });
    expect(await bonusNow()).toEqual(stored!.bonus);
  });
});

describe('draws.counts', () => {
  it('answers the exact count of every game', async () => {
    expect(new Map(Object.entries(await nats.request(SUBJECTS.drawsCounts, {}) as Record<string, number>))).toEqual(expectedCounts);
  });
});

describe('draws.latest', () => {
  /** The last line of a shipped file: the newest draw (the files are in date order). */
  const lastCsvRow = (game: Game) => {
    const lines = readFileSync(path.join(DEFAULT_HISTORY_DIR, `${game.adminId}.csv`), 'utf8').trim().split('\n');
    const [drawDate, , , jackpot, source = ''] = (lines.at(-1) ?? '').split(',');
    // The UK archive's jackpots are in pounds, EuroMillions' too (data/history/README.md); the others in the game's currency.
    const currency = source === 'CostaCory/uk-lottery-dashboard' ? 'GBP' : game.currency;
    return { draw_date: drawDate, jackpot: jackpot ? Number(jackpot) : null, jackpot_currency: jackpot ? currency : null, source };
  };

  it('answers the newest draw of each game asked for, with its jackpot, the jackpot’s currency and source', async () => {
    const latest = (await nats.request(SUBJECTS.drawsLatest, { games: GAMES.map((game) => game.adminId) })) as Record<string, unknown>;
    expect(Object.keys(latest).sort()).toEqual(GAMES.map((game) => game.id).sort());
    for (const game of GAMES) expect(latest[game.id]).toEqual(lastCsvRow(game));
    expect(latest['uk-lotto']).toEqual({ draw_date: '2026-08-19', jackpot: 4_354_203, jackpot_currency: 'GBP', source: 'CostaCory/uk-lottery-dashboard' });
    expect(latest.euromillions).toMatchObject({ jackpot: 42_251_861, jackpot_currency: 'GBP' });
  });

  it('answers NOT_FOUND for an unknown game and VALIDATION without games', async () => {
    await expect(nats.request(SUBJECTS.drawsLatest, { games: ['powerball', 'lotto-mars'] })).rejects.toEqual(new DomainError('NOT_FOUND', unknownGameMessage('lotto-mars')));
    await expect(nats.request(SUBJECTS.drawsLatest, { games: [] })).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});

describe('draws.list', () => {
  const newestPowerball = (limit: number) =>
    sql<{ draw_date: string; main: number[] }>(`select draw_date, main from ${table()} where game = 'powerball' order by draw_date desc, id desc limit ${limit}`);
  const shape = (reply: DrawsListResponse) => reply.draws.map((draw) => ({ draw_date: draw.draw_date, main: draw.main }));

  it('pages newest first, 100 by default, with the total', async () => {
    const first = await list({ game: 'powerball' });
    const second = await list({ game: 'powerball', offset: 100 });
    expect(first.total).toBe(expectedCounts.get('powerball'));
    expect(first.draws).toHaveLength(100);
    expect([...shape(first), ...shape(second)]).toEqual(await newestPowerball(200));
    expect(first.draws[0]).toMatchObject({ game: 'powerball', draw_date: '2026-08-19', special: expect.any(Array), source: expect.any(String) });
  });

  it('lists the drawn bonus numbers with each draw', async () => {
    const reply = await list({ game: 'uk-lotto', filter: 'last10' });
    const stored = await sql<{ bonus: number[] }>(`select bonus from ${table()} where game = 'uk-lotto' order by draw_date desc, id desc limit 10`);
    expect(reply.draws.map((draw) => draw.bonus)).toEqual(stored.map((row) => row.bonus));
    expect(reply.draws.every((draw) => draw.bonus.length === 1)).toBe(true);
    expect((await list({ game: 'powerball', filter: 'last10' })).draws.every((draw) => draw.bonus.length === 0)).toBe(true);
  });

  it('narrows last10 and last50 to the newest draws and pages within them', async () => {
    const last10 = await list({ game: 'powerball', filter: 'last10' });
    expect(last10.total).toBe(10);
    expect(shape(last10)).toEqual(await newestPowerball(10));

    const tail = await list({ game: 'powerball', filter: 'last50', limit: 20, offset: 40 });
    expect(tail.total).toBe(50);
    expect(shape(tail)).toEqual((await newestPowerball(50)).slice(40));
    expect((await list({ game: 'powerball', filter: 'last50', offset: 60 })).draws).toEqual([]);
  });

  it('keeps only the current month of the game time zone for thisMonth', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const monthStart = `${today.slice(0, 7)}-01`;
    await sql(
      `insert into ${table()} (game, draw_date, main, special, source) values
        ('eurojackpot', ?::date, '{1,2,3,4,5}', '{1,2}', 'integration-test'),
        ('eurojackpot', ?::date - 1, '{6,7,8,9,10}', '{3,4}', 'integration-test')`,
      [today, monthStart],
    );
    const month = await list({ game: 'eurojackpot', filter: 'thisMonth' });
    expect(month.total).toBe(1);
    // Inserted here without a source row: provisional, first seen when inserted, no source listed.
    expect(month.draws).toEqual([
      {
        game: 'eurojackpot',
        draw_date: today,
        main: [1, 2, 3, 4, 5],
        special: [1, 2],
        bonus: [],
        jackpot: null,
        jackpot_currency: null,
        source: 'integration-test',
        status: 'provisional',
        firstSeenAt: expect.any(String),
        verifiedAt: null,
        sources: [],
      },
    ]);
  });

  it('accepts an admin id and answers with the public id', async () => {
    const reply = await list({ game: 'california-superlotto', limit: 5 });
    expect(reply.total).toBe(expectedCounts.get('california-lottery'));
    expect(reply.draws.map((draw) => draw.game)).toEqual(Array(5).fill('california-lottery'));
  });

  it('answers NOT_FOUND for an unknown game and VALIDATION for a bad page', async () => {
    await expect(list({ game: 'nope' })).rejects.toEqual(new DomainError('NOT_FOUND', unknownGameMessage('nope')));
    await expect(list({ game: 'powerball', limit: 101 })).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(list({ game: 'powerball', filter: 'lastYear' })).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});

describe('draws.stats', () => {
  const countsFromSql = async (column: 'main' | 'special', where: string, params: unknown[], limit?: number) => {
    const rows = await sql<{ n: number; count: number }>(
      `with counted as (select ${column} from ${table()} where ${where} order by draw_date desc, id desc ${limit ? `limit ${limit}` : ''})
       select n, count(*)::int as count from counted, unnest(${column}) n group by n`,
      params,
    );
    return Object.fromEntries(rows.map((row) => [String(row.n), row.count]));
  };
  const nonZero = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));

  it.each(GAMES.map((game) => [game.id, game.rules[game.rules.length - 1]?.since]))('%s counts equal SQL over the current rules since %s', async (game, since) => {
    const reply = await stats({ game });
    const [{ count }] = (await sql<{ count: number }>(`select count(*)::int as count from ${table()} where game = ? and draw_date >= ?`, [game, since])) as [{ count: number }];
    expect(reply).toMatchObject({ game, since, draws: count });
    expect(nonZero(reply.main)).toEqual(await countsFromSql('main', 'game = ? and draw_date >= ?', [game, since]));
    expect(nonZero(reply.special)).toEqual(await countsFromSql('special', 'game = ? and draw_date >= ?', [game, since]));
  });

  it('counts only the newest draws of a window', async () => {
    const reply = await stats({ game: 'powerball', window: 25 });
    expect(reply.draws).toBe(25);
    expect(nonZero(reply.main)).toEqual(await countsFromSql('main', "game = 'powerball' and draw_date >= '2015-10-07'", [], 25));
  });

  it('lists past lines on request, across every era', async () => {
    const reply = await stats({ game: 'powerball', includePastLines: true });
    const [{ count }] = (await sql<{ count: number }>(
      `select count(distinct main)::int as count from ${table()} where game = 'powerball' and main <@ (select array_agg(n) from generate_series(1, 69) n)`,
    )) as [{ count: number }];
    expect(reply.pastLines).toHaveLength(count);
    expect((await stats({ game: 'powerball' })).pastLines).toBeUndefined();
  });

  it('answers NOT_FOUND for an unknown game', async () => {
    await expect(stats({ game: 'nope' })).rejects.toEqual(new DomainError('NOT_FOUND', unknownGameMessage('nope')));
  });
});
