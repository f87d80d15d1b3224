// Issue 11 through the real system (gateway → NATS → generation ← draws, on PostgreSQL): the
// jackpot-sharing risk of crafted lines in meta.popularity, 'Fewer shared wins', and share links —
// POST /api/generate/replay gives the same sets again, even after a new draw changed the statistics,
// and writes nothing to the generation log.
import { jetstream } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { SUBJECTS, drawsIngestedMsgId, drawsIngestedSubject, type DrawsIngestedBatch, type GenerateResponse } from '@pickwise/contracts';
import { findGame, generateSets, type Game } from '@pickwise/lottery';
import { StatsCache } from '../../services/generation/src/stats/stats-cache.js';
import { eventually } from '../support/eventually.js';
import { NATS_URL, assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { httpJson, startTestDraws, startTestGateway, startTestGeneration, type TestGateway, type TestService } from '../support/services.js';

interface StoredRow {
  draw_date: string;
  main: number[];
  special: number[];
  jackpot: string | null;
  source: string;
}
interface Popularity {
  score: number;
  reasons: { id: string; points: number }[];
}

const GAME = findGame('eurojackpot') as Game;
let draws: TestService;
let generation: TestService;
let gateway: TestGateway;
let connection: NatsConnection;
let removed: StoredRow;

const drawsSql = <T>(query: string, params: unknown[] = []) => draws.em.getConnection().execute<T[]>(query, params);
const generate = async (json: Record<string, unknown>) => {
  const { status, body } = await httpJson(`${gateway.url}/api/generate`, { json });
  expect({ status, error: body.error }).toEqual({ status: 200, error: undefined });
  return body.data as GenerateResponse;
};
const replay = (json: Record<string, unknown>) => httpJson(`${gateway.url}/api/generate/replay`, { json });
const logRows = async () => {
  const [row] = await generation.em.getConnection().execute<{ n: number }[]>(`select count(*)::int as n from "${generation.schema}".generation_logs`);
  return row!.n;
};
const popularityOf = (reply: GenerateResponse, index = 0) => reply.sets[index]!.meta!.popularity as Popularity;

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.drawsStats, SUBJECTS.generationGenerate, SUBJECTS.generationReplay]);
  draws = await startTestDraws();
  // The newest draw is taken out, to arrive "later" through ingestion.
  [removed] = (await drawsSql<StoredRow>(
    `delete from "${draws.schema}".draws where id = (select id from "${draws.schema}".draws where game = ? order by draw_date desc, id desc limit 1)
     returning to_char(draw_date, 'YYYY-MM-DD') as draw_date, main, special, jackpot, source`,
    [GAME.id],
  )) as [StoredRow];
  generation = await startTestGeneration();
  gateway = await startTestGateway();
  connection = await connect({ servers: NATS_URL });
});

afterAll(async () => {
  await connection?.close();
  await gateway?.stop();
  await generation?.stop();
  await draws?.stop();
});

describe('jackpot-sharing risk through POST /api/generate', () => {
  it('scores a crafted run 1-2-3-4-5 at 100 with its reasons', async () => {
    const reply = await generate({ game: 'eurojackpot', method: 'lucky', count: 1, options: { favorites: [1, 2, 3, 4, 5] } });
    expect(reply.sets[0]!.main).toEqual([1, 2, 3, 4, 5]);
    const popularity = popularityOf(reply);
    expect(popularity.score).toBe(100);
    expect(popularity.reasons.map((reason) => reason.id).sort()).toEqual(['arithmetic-run', 'calendar-numbers', 'one-decade', 'slip-line']);
  });

  it('names a past winning line (read from the draws service) as a reason, once the statistics are at hand', async () => {
    const [past] = await drawsSql<{ main: number[] }>(`select main from "${draws.schema}".draws where game = ? order by draw_date desc limit 1`, [GAME.id]);
    // lucky does not read the statistics, so it never waits for them: the first request asks for
    // them in the background, and a later one finds the past line.
    const reasons = await eventually("a lucky line's reasons to name the past winner", async () => {
      const reply = await generate({ game: 'eurojackpot', method: 'lucky', count: 1, options: { favorites: past!.main } });
      const ids = popularityOf(reply).reasons.map((reason) => reason.id);
      if (!ids.includes('past-winner')) throw new Error(`reasons ${ids.join(', ')}`);
      return ids;
    });
    expect(reasons).toContain('past-winner');
  });

  it('every set of every method carries a score; Fewer shared wins lowers the total over many requests', async () => {
    let plain = 0;
    let fewer = 0;
    for (let i = 0; i < 12; i++) {
      for (const fewerShared of [false, true]) {
        const reply = await generate({ game: 'uk-lotto', method: 'birthday', seed: `fewer-${i}`, fewerShared, options: { birthdates: ['1990-01-07', '1985-12-03'] } });
        const total = reply.sets.reduce((sum, _set, index) => sum + popularityOf(reply, index).score, 0);
        if (fewerShared) fewer += total;
        else plain += total;
      }
    }
    expect(fewer).toBeLessThan(plain);
  });
});

describe('share links: POST /api/generate/replay', () => {
  it('gives the same sets from the seed and statistics date, and logs nothing', async () => {
    const requestId = `it-share-${Date.now().toString(36)}`;
    const original = await generate({ game: GAME.id, method: 'hotcold', fewerShared: true, requestId });
    expect(original.statsAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The log is written off the reply path, in order: once this request's row is there, so are the earlier ones.
    await eventually(`the generation log of ${requestId}`, async () => {
      const rows = await generation.em.getConnection().execute(`select 1 from "${generation.schema}".generation_logs where request_id = ?`, [requestId]);
      return rows.length > 0 ? true : undefined;
    });
    const logged = await logRows();

    const again = await replay({ game: GAME.id, method: 'hotcold', fewerShared: true, seed: original.seed, statsAsOf: original.statsAsOf });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(original);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await logRows()).toBe(logged);
  });

  it('still gives the same sets after a new draw changed the statistics', async () => {
    const original = await generate({ game: GAME.id, method: 'ai', count: 5 });
    expect(original.statsAsOf).not.toBe(removed.draw_date);
    const batch: DrawsIngestedBatch = {
      game: GAME.id,
      runId: `it-share-${process.pid}-${Date.now().toString(36)}`,
      batch: 0,
      draws: [{ draw_date: removed.draw_date, main: removed.main, special: removed.special, jackpot: removed.jackpot === null ? null : Number(removed.jackpot), source: removed.source }],
    };
    await jetstream(connection).publish(drawsIngestedSubject(GAME.id), JSON.stringify(batch), { msgID: drawsIngestedMsgId(GAME.id, batch.runId, 0) });
    await eventually(`the stats cache to reach the ${removed.draw_date} draw`, async () => {
      const cached = await generation.service.app.get(StatsCache).get(GAME);
      if (cached?.to !== removed.draw_date) throw new Error(`cached up to ${cached?.to}`);
      return true;
    });

    // A fresh request with the same seed reads the new statistics…
    expect((await generate({ game: GAME.id, method: 'ai', seed: original.seed })).statsAsOf).toBe(removed.draw_date);
    // …the link carries the old date, and gets the old sets.
    const again = await replay({ game: GAME.id, method: 'ai', seed: original.seed, statsAsOf: original.statsAsOf });
    expect(again.status).toBe(200);
    expect(again.body.data.sets).toEqual(original.sets);
    expect(again.body.data.statsAsOf).toBe(original.statsAsOf);
  });

  it("reproduces the browser's offline picks: random, no statistics", async () => {
    const offline = generateSets({ game: findGame('powerball') as Game, method: 'random', count: 5, seed: 'offline-seed' });
    const again = await replay({ game: 'powerball', method: 'random', seed: 'offline-seed', statsAsOf: 'none' });
    expect(again.status).toBe(200);
    expect(again.body.data.sets).toEqual(offline.sets);
    expect(again.body.data.statsAsOf).toBeNull();
  });

  it.each([
    ['no seed', { game: 'powerball', method: 'random', statsAsOf: 'none' }, /seed/],
    ['no statsAsOf', { game: 'powerball', method: 'random', seed: 'x' }, /statsAsOf/],
    ['a date that does not exist', { game: 'powerball', method: 'random', seed: 'x', statsAsOf: '2025-02-30' }, /statsAsOf/],
    ['a bad option', { game: 'powerball', method: 'lucky', seed: 'x', statsAsOf: 'none', options: { favorites: [7, 7] } }, /Number already added/],
  ])('refuses a bad link (%s) with a 400 naming the problem', async (_case, json, message) => {
    const { status, body } = await replay(json);
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, code: 'VALIDATION' });
    expect(body.error).toMatch(message);
  });
});
