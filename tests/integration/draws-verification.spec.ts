// Verified results (issue 39) through the JetStream stream DRAWS, as ingestion publishes them: each
// batch names its provider, fetch time and payload hash. EuroJackpot is read from lottoland (ranked
// first) and magayo, neither of them the operator, so only two agreeing sources verify a draw.
// Draws of the shipped history are removed from the test schema first (as draws-jetstream.spec.ts
// does); the draw "an hour late" is a recent date the history cannot hold.
import { createHash } from 'node:crypto';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import {
  SUBJECTS,
  drawCorrectionsResponseSchema,
  drawDetailsResponseSchema,
  drawsIngestedMsgId,
  drawsIngestedSubject,
  drawsListResponseSchema,
  drawsUpsertedEventSchema,
  drawsUpsertedSubject,
  drawsVerificationPendingResponseSchema,
  gameStatsSchema,
  type DrawsIngestedBatch,
  type DrawsUpsertedEvent,
} from '@pickwise/contracts';
import { eventually } from '../support/eventually.js';
import { assertNoResponders, NATS_URL, waitForNats } from '../support/infrastructure.js';
import { natsCaller, startTestDraws, type TestService } from '../support/services.js';

interface SeededDraw {
  draw_date: string;
  main: number[];
  special: number[];
  source: string;
}

const GAME = 'eurojackpot';
const run = `it-verify-${process.pid}-${Date.now().toString(36)}`;
let draws: TestService;
let caller: ReturnType<typeof natsCaller>;
let connection: NatsConnection;
let js: JetStreamClient;
let subscription: Subscription;
const events: DrawsUpsertedEvent[] = [];
let seeded: SeededDraw[];

const sql = <T>(query: string, params: unknown[] = []) => draws.em.getConnection().execute<T[]>(query, params);
const eventOf = (runId: string) => eventually(`the draws.upserted event of ${runId}`, async () => events.find((event) => event.runId === runId));
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

let batches = 0;
/** Publishes one provider's report of one draw and waits for its event. */
async function report(provider: string, draw: Pick<SeededDraw, 'draw_date' | 'main' | 'special'>, fetchedAt: string, runId = `${run}-${batches++}`): Promise<DrawsUpsertedEvent> {
  const payload = JSON.stringify({ provider, draw });
  const batch: DrawsIngestedBatch = {
    game: GAME,
    runId,
    batch: 0,
    provider,
    fetchedAt,
    payloadSha256: createHash('sha256').update(payload).digest('hex'),
    draws: [{ draw_date: draw.draw_date, main: draw.main, special: draw.special, source: provider }],
  };
  await js.publish(drawsIngestedSubject(GAME), JSON.stringify(batch), { msgID: drawsIngestedMsgId(GAME, runId, 0) });
  return eventOf(runId);
}

const listed = async (date: string) => {
  const page = await caller.requester.request(SUBJECTS.drawsList, { game: GAME, limit: 100 }, { schema: drawsListResponseSchema });
  return page.draws.filter((draw) => draw.draw_date === date);
};
const details = (date: string) => caller.requester.request(SUBJECTS.drawsDetails, { game: GAME, date }, { schema: drawDetailsResponseSchema });
const pending = (olderThanMinutes: number) => caller.requester.request(SUBJECTS.drawsVerificationPending, { olderThanMinutes }, { schema: drawsVerificationPendingResponseSchema });
const corrections = () => caller.requester.request(SUBJECTS.drawsCorrections, { game: GAME }, { schema: drawCorrectionsResponseSchema });
const stats = (window?: number) => caller.requester.request(SUBJECTS.drawsStats, { game: GAME, window }, { schema: gameStatsSchema });

/** The newest EuroJackpot draw day (Tuesday or Friday) at least two days ago: news, not history. */
function recentDrawDate(): string {
  const day = new Date(Date.now() - 2 * 86_400_000);
  while (![2, 5].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.drawsVerificationPending]);
  draws = await startTestDraws();
  caller = natsCaller();
  connection = await connect({ servers: NATS_URL });
  js = jetstream(connection);
  subscription = connection.subscribe(drawsUpsertedSubject(GAME), {
    callback: (_error, message) => {
      const event = drawsUpsertedEventSchema.safeParse((message.json() as { data?: unknown }).data);
      if (event.success && event.data.runId.startsWith(run)) events.push(event.data);
    },
  });
});

afterAll(async () => {
  subscription?.unsubscribe();
  await connection?.close();
  await caller?.close();
  await draws?.stop();
});

it('lists a seeded draw as provisional, its one source the repository the history names', async () => {
  const [newest] = (await caller.requester.request(SUBJECTS.drawsList, { game: GAME, limit: 1 }, { schema: drawsListResponseSchema })).draws;
  expect(newest).toMatchObject({ status: 'provisional', verifiedAt: null, sources: [{ provider: newest?.source }] });
  seeded = await sql<SeededDraw>(
    `delete from "${draws.schema}".draws where id in (select id from "${draws.schema}".draws where game = ? order by draw_date desc, id desc limit 2)
     returning to_char(draw_date, 'YYYY-MM-DD') as draw_date, main, special, source`,
    [GAME],
  );
  expect(seeded).toHaveLength(2);
});

it('verifies a draw once a second provider agrees, and stores a batch given twice once', async () => {
  const draw = seeded[0] as SeededDraw;
  expect(await report('magayo', draw, minutesAgo(30))).toMatchObject({ inserted: 1, dates: [draw.draw_date] });
  expect(await listed(draw.draw_date)).toMatchObject([{ status: 'provisional', sources: [{ provider: 'magayo' }] }]);
  // The seeded history is provisional: nothing of it counts as verified in the statistics yet.
  expect(await stats()).toMatchObject({ verifiedDraws: 0 });

  const confirmedAt = minutesAgo(20);
  // The numbers stay, so no date is announced for tickets to check again; the status change still drops the caches.
  expect(await report('lottoland', draw, confirmedAt)).toMatchObject({ inserted: 0, updated: 0, skipped: 1, statusChanged: 1, dates: [] });
  const [entry] = await listed(draw.draw_date);
  expect(entry).toMatchObject({ status: 'verified', verifiedAt: confirmedAt, source: 'lottoland', main: draw.main, special: draw.special });
  // Best-ranked first: lottoland is EuroJackpot's first reader.
  expect(entry?.sources.map((source) => source.provider)).toEqual(['lottoland', 'magayo']);
  // The statistics count it at once (the status change dropped their cache), over every draw and over the newest one alone.
  const counted = await stats();
  expect(counted.verifiedDraws).toBe(1);
  expect(counted.to).toBe(draw.draw_date);
  expect((await stats(1)).verifiedDraws).toBe(1);

  const [detail] = (await details(draw.draw_date)).draws;
  expect(detail?.draw.sources).toHaveLength(2);
  expect(detail?.draw.sources.every((source) => /^[0-9a-f]{64}$/.test(source.payloadSha256 ?? '') && source.main.join() === draw.main.join())).toBe(true);

  // The same report again (another run, same payload) changes nothing.
  expect(await report('lottoland', draw, confirmedAt)).toMatchObject({ inserted: 0, updated: 0, skipped: 1, statusChanged: 0, dates: [] });
  const [{ count }] = (await sql<{ count: number }>(
    `select count(*)::int as count from "${draws.schema}".draw_sources s join "${draws.schema}".draws d on d.id = s.draw_id where d.game = ? and d.draw_date = ?`,
    [GAME, draw.draw_date],
  )) as [{ count: number }];
  expect(count).toBe(2);
});

it('disputes a draw two providers disagree on, keeping the first-ranked values, and records the correction', async () => {
  const draw = seeded[1] as SeededDraw;
  const otherSpecial = draw.special.map((number) => (number % 12) + 1).sort((a, b) => a - b);
  await report('magayo', { ...draw, special: otherSpecial }, minutesAgo(15));
  const event = await report('lottoland', draw, minutesAgo(10));
  // The draw's numbers changed (lottoland outranks magayo): its date is announced, so tickets are checked again.
  expect(event).toMatchObject({ updated: 1, dates: [draw.draw_date] });
  expect(await listed(draw.draw_date)).toMatchObject([{ status: 'disputed', verifiedAt: null, source: 'lottoland', special: draw.special }]);

  const answer = await corrections();
  expect(answer.total).toBeGreaterThanOrEqual(1);
  expect(answer.corrections[0]).toMatchObject({ drawDate: draw.draw_date, provider: 'lottoland', before: { special: otherSpecial }, after: { special: draw.special } });
});

it('keeps a draw pending while the second source is an hour late, and verifies it when it answers', async () => {
  const draw = { draw_date: recentDrawDate(), main: [4, 17, 23, 38, 49], special: [3, 11] };
  const firstSeenAt = minutesAgo(75);
  await report('lottoland', draw, firstSeenAt);
  // Unverified 60 minutes after it was first seen: what reconciliation asks for, and the alert counts.
  const waiting = (await pending(60)).draws.find((entry) => entry.game === GAME && entry.drawDate === draw.draw_date);
  expect(waiting).toEqual({ game: GAME, drawDate: draw.draw_date, status: 'provisional', firstSeenAt, providers: ['lottoland'] });

  const lateAt = minutesAgo(5);
  expect(await report('magayo', draw, lateAt)).toMatchObject({ statusChanged: 1 });
  expect(await listed(draw.draw_date)).toMatchObject([{ status: 'verified', firstSeenAt, verifiedAt: lateAt }]);
  expect((await pending(0)).draws.some((entry) => entry.game === GAME && entry.drawDate === draw.draw_date)).toBe(false);
});
