// generation reads current-rules statistics from the real draws service (seeded from the shipped
// history), so history methods answer without a fallback, and its cache follows draws.upserted.
// The batch sent through JetStream holds a real draw removed from the test schema first, so a real
// system's durable consumer that later reads it finds nothing to change.
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { SUBJECTS, drawsIngestedMsgId, drawsIngestedSubject, type DrawsIngestedBatch, type GameStatsDto, type GenerateResponse } from '@pickwise/contracts';
import { findGame, type Game } from '@pickwise/lottery';
import { NatsRequester } from '@pickwise/nest-kit';
import { StatsCache } from '../../services/generation/src/stats/stats-cache.js';
import { eventually } from '../support/eventually.js';
import { NATS_URL, assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { startTestDraws, startTestGeneration, type TestService } from '../support/services.js';

interface StoredRow {
  draw_date: string;
  main: number[];
  special: number[];
  jackpot: string | null;
  source: string;
}

const GAME = findGame('eurojackpot') as Game;
let draws: TestService;
let generation: TestService;
let nats: NatsRequester;
let connection: NatsConnection;
let js: JetStreamClient;
let removed: StoredRow;

const drawsSql = <T>(query: string, params: unknown[] = []) => draws.em.getConnection().execute<T[]>(query, params);
const directStats = () => nats.request(SUBJECTS.drawsStats, { game: GAME.id, includePastLines: true }) as Promise<GameStatsDto>;
const logFallbacks = (requestId: string) =>
  eventually(`the generation log of ${requestId}`, async () => {
    const rows = await generation.em.getConnection().execute<{ fallbacks: number }[]>(`select fallbacks from "${generation.schema}".generation_logs where request_id = ?`, [requestId]);
    return rows[0]?.fallbacks;
  });

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.drawsStats, SUBJECTS.generationGenerate]);
  draws = await startTestDraws();
  [removed] = (await drawsSql<StoredRow>(
    `delete from "${draws.schema}".draws where id = (select id from "${draws.schema}".draws where game = ? order by draw_date desc, id desc limit 1)
     returning to_char(draw_date, 'YYYY-MM-DD') as draw_date, main, special, jackpot, source`,
    [GAME.id],
  )) as [StoredRow];
  generation = await startTestGeneration();
  nats = generation.service.app.get(NatsRequester);
  connection = await connect({ servers: NATS_URL });
  js = jetstream(connection);
});

afterAll(async () => {
  await connection?.close();
  await generation?.stop();
  await draws?.stop();
});

it('answers history methods with the draws service statistics, without a fallback', async () => {
  for (const method of ['random', 'ai', 'markov', 'hotcold', 'balance']) {
    const requestId = `it-stats-${method}-${Date.now().toString(36)}`;
    const reply = (await nats.request(SUBJECTS.generationGenerate, { game: GAME.id, method, count: 3, requestId })) as GenerateResponse;
    expect(reply.sets).toHaveLength(3);
    expect(await logFallbacks(requestId)).toBe(0);
  }
});

it('caches exactly what draws.stats serves', async () => {
  const cached = await generation.service.app.get(StatsCache).get(GAME);
  expect(cached).toEqual(await directStats());
  expect(cached?.to).not.toBe(removed.draw_date);
});

it('refreshes a game after draws.upserted', async () => {
  const batch: DrawsIngestedBatch = {
    game: GAME.id,
    runId: `it-generation-${process.pid}-${Date.now().toString(36)}`,
    batch: 0,
    draws: [{ draw_date: removed.draw_date, main: removed.main, special: removed.special, jackpot: removed.jackpot === null ? null : Number(removed.jackpot), source: removed.source }],
  };
  await js.publish(drawsIngestedSubject(GAME.id), JSON.stringify(batch), { msgID: drawsIngestedMsgId(GAME.id, batch.runId, 0) });
  const refreshed = await eventually(`the stats cache to reach the ${removed.draw_date} draw`, async () => {
    const cached = await generation.service.app.get(StatsCache).get(GAME);
    if (cached?.to !== removed.draw_date) throw new Error(`cached up to ${cached?.to}`);
    return cached;
  });
  expect(refreshed).toEqual(await directStats());
});
