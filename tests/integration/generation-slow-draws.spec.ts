// With the draws service too slow to answer `draws.stats`, a method that does not read the
// statistics answers at once, while one that reads them waits up to STATS_TIMEOUT_MS and then falls
// back (docs/architecture.md §5: generation's stats cache). Whether a method reads them is declared
// once, in the method catalogue (`needsHistory` in libs/lottery).
//
// "At once" is not a speed check: the first generation service here waits 30 s for the statistics
// (the most its settings allow), so a method that waited for them would take all of it, where an
// honest answer takes milliseconds on any machine.
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { SUBJECTS, type GenerateResponse } from '@pickwise/contracts';
import { EXAMPLE_METHOD_OPTIONS, METHOD_IDS, describeMethod, type MethodId } from '@pickwise/lottery';
import { NATS_URL, assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { natsCaller, startTestGeneration, type TestService } from '../support/services.js';

let silentDraws: NatsConnection;
let caller: ReturnType<typeof natsCaller>;
const statsRequests: string[] = [];

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.drawsStats, SUBJECTS.generationGenerate]);
  // A draws service that takes every statistics request and never answers.
  silentDraws = await connect({ servers: NATS_URL });
  silentDraws.subscribe(SUBJECTS.drawsStats, { callback: (_error, message) => void statsRequests.push(message.string()) });
  await silentDraws.flush();
  caller = natsCaller();
});

afterAll(async () => {
  await caller?.close();
  await silentDraws?.close();
});

async function timedGenerate(game: string, method: MethodId): Promise<{ ms: number; reply: GenerateResponse }> {
  const started = Date.now();
  const reply = (await caller.requester.request(SUBJECTS.generationGenerate, { game, method, count: 2, options: EXAMPLE_METHOD_OPTIONS[method] })) as GenerateResponse;
  return { ms: Date.now() - started, reply };
}

/** Starts, for the tests of one block, a generation service that waits `statsTimeoutMs` for the statistics. */
function generationWaiting(statsTimeoutMs: number): void {
  let generation: TestService | undefined;
  beforeAll(async () => {
    generation = await startTestGeneration({ STATS_TIMEOUT_MS: String(statsTimeoutMs) });
  });
  afterAll(async () => {
    await generation?.stop();
  });
}

describe('a method that does not read the statistics', () => {
  const STATS_TIMEOUT_MS = 30_000;
  generationWaiting(STATS_TIMEOUT_MS);

  it.each(METHOD_IDS.filter((method) => !describeMethod(method).needsHistory))('%s answers without waiting for them', async (method) => {
    const { ms, reply } = await timedGenerate('euromillions', method);
    expect(reply.sets).toHaveLength(2);
    expect(reply.statsAsOf).toBeNull();
    expect(ms).toBeLessThan(STATS_TIMEOUT_MS);
  });
});

describe('a method that reads the statistics', () => {
  const STATS_TIMEOUT_MS = 1_500;
  generationWaiting(STATS_TIMEOUT_MS);

  it('waits for them, then falls back, and asked the draws service', async () => {
    const { ms, reply } = await timedGenerate('powerball', 'hotcold');
    expect(reply.sets).toHaveLength(2);
    // A lower bound: a slower machine only adds to it.
    expect(ms).toBeGreaterThanOrEqual(STATS_TIMEOUT_MS - 100);
    expect(statsRequests.some((request) => request.includes('powerball'))).toBe(true);
  });
});
