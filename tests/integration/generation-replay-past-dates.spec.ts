// Share links replay sets with the statistics of a past date (`statsAsOf`), which generation asks the
// draws service for within STATS_TIMEOUT_MS (1 s). Issue 23: six concurrent SuperEnalotto replays of
// different dates gave two 503s with every service up, because each date's draws were read through
// the ORM (0.35-0.6 s each); the draws service now computes them from the history it keeps in memory.
// The test asserts that each replay gets its own date's statistics, not how fast: generation waits up
// to the schema's longest STATS_TIMEOUT_MS (30 s) here, since a slow machine took over 1 s for a
// single replay (a fresh-clone CI run of 2026-12-02 gave two 503s at the 1 s default).
import { SUBJECTS, type GenerateResponse } from '@pickwise/contracts';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { httpJson, startTestDraws, startTestGateway, startTestGeneration, type TestGateway, type TestService } from '../support/services.js';

const GAME = 'superenalotto';
const CONCURRENT_REPLAYS = 6;

let draws: TestService;
let generation: TestService;
let gateway: TestGateway;

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.drawsStats, SUBJECTS.generationReplay]);
  draws = await startTestDraws();
  generation = await startTestGeneration({ STATS_TIMEOUT_MS: '30000' });
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.stop();
  await generation?.stop();
  await draws?.stop();
});

/** Dates of stored draws, one a year back from the newest: each a statistics date nobody asked for yet. */
async function pastDrawDates(count: number): Promise<string[]> {
  const rows = await draws.em.getConnection().execute<{ draw_date: string }[]>(
    `select distinct on (extract(year from draw_date)) to_char(draw_date, 'YYYY-MM-DD') as draw_date
       from "${draws.schema}".draws where game = ? order by extract(year from draw_date) desc, draw_date desc limit ?`,
    [GAME, count + 1],
  );
  return rows.slice(1).map((row) => row.draw_date);
}

const replay = (statsAsOf: string) => httpJson(`${gateway.url}/api/generate/replay`, { json: { game: GAME, method: 'hotcold', count: 5, seed: 'share-link', statsAsOf } });

it(`answers ${CONCURRENT_REPLAYS} concurrent replays of different past dates, each with the statistics of its date`, async () => {
  const [firstDate, ...dates] = await pastDrawDates(CONCURRENT_REPLAYS + 1);
  // One replay alone first (the game's history is then in the draws service's memory), timed for the record.
  const started = performance.now();
  const single = await replay(firstDate!);
  process.stdout.write(`one ${GAME} replay of ${firstDate}: ${Math.round(performance.now() - started)} ms\n`);
  expect(single.status).toBe(200);

  const answers = await Promise.all(dates.map(replay));
  expect(answers.map(({ status, body }) => ({ status, code: body.code }))).toEqual(dates.map(() => ({ status: 200, code: undefined })));
  expect(answers.map(({ body }) => (body.data as GenerateResponse).statsAsOf)).toEqual(dates);
});
