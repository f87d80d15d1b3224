// Saved tickets checked by draw events (issue 26), end to end on the real NATS and PostgreSQL: the
// providers stand-in serves NY Open Data's Powerball sample, ingestion publishes it on DRAWS, the
// draws service stores it and announces the changed dates on DRAW_CHANGES, and the tickets service's
// durable consumer checks the saved lines. The sample's newest draw (2026-07-11) is taken out of the
// draws test schema first, with every later one, so that ingestion brings it as new. Every draw left
// in the shared DRAWS stream is the real one: the corrected draw is followed by the true draw again.
// Alerts (issue 27): a checked draw of the last 7 days is announced on TICKET_RESULTS, once, naming
// every player with lines on it in parts (2 players a part here); the sample's draws are older, and
// a draw dated at the game's latest scheduled draw is added to the sample for it.
import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import {
  DRAW_CHANGES_STREAM,
  SUBJECTS,
  TICKET_RESULTS_STREAM,
  drawsUpsertedSubject,
  ingestionRunResultSchema,
  pausedUsersResponseSchema,
  ticketResultsEventSchema,
  ticketResultsSubject,
  type DrawsUpsertedEvent,
  type Ticket,
  type TicketResultsEvent,
  userDrawsResponseSchema,
} from '@pickwise/contracts';
import { findGame, localDrawDate, previousDrawAt, prizeTableOn } from '@pickwise/lottery';
import { ticketResultsMsgId } from '@pickwise/nest-kit';
import { ProviderStandIn, readSample } from '@pickwise/providers/stand-in';
import { eventually } from '../support/eventually.js';
import { NATS_URL, assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { natsCaller, startTestDraws, startTestIngestion, startTestTickets, testDurable, type TestService } from '../support/services.js';

let draws: TestService;
let ingestion: TestService;
let tickets: TestService;
let caller: ReturnType<typeof natsCaller>;
let connection: NatsConnection;
let js: JetStreamClient;
let manager: JetStreamManager;
let subscription: Subscription;
let resultsSubscription: Subscription;
/** Every tickets.results.powerball message seen (core subscribers get each publish, stored or not): its Nats-Msg-Id and event. */
const announcements: { msgId: string | undefined; event: TicketResultsEvent }[] = [];
/** Every draws.upserted.powerball message seen, as published (Nest's `{ pattern, data }`). */
const events: { data: Uint8Array; event: DrawsUpsertedEvent }[] = [];
const standIn = new ProviderStandIn();

const DRAW_DATE = '2026-07-11';
// NY Open Data's sample for 2026-07-11: 08 10 14 45 59, Powerball 05.
const THREE_PLUS_ONE = { main: [1, 2, 8, 10, 14], special: [5] };
const NOTHING = { main: [1, 2, 3, 4, 6], special: [7] };
const player = { userId: randomUUID(), sessionId: randomUUID() };
const prizeOf = (tier: string) => prizeTableOn('powerball', DRAW_DATE)!.tiers.find((candidate) => candidate.id === tier)!.prize;

interface ResultRow {
  line_index: number;
  main_hits: number[];
  special_hits: number[];
  tier: string | null;
  checked_at: Date;
  read_at: Date | null;
}

let saved: Ticket;

const ticketsSql = <T>(query: string, params: unknown[] = []) => tickets.em.getConnection().execute<T[]>(query, params);
const results = () =>
  ticketsSql<ResultRow>(
    `select l.line_index, r.main_hits, r.special_hits, r.tier, r.checked_at, r.read_at
       from "${tickets.schema}".line_results r join "${tickets.schema}".ticket_lines l on l.id = r.line_id
      where r.ticket_id = ? order by l.line_index`,
    [saved.id],
  );
const ticket = () => caller.requester.request(SUBJECTS.ticketsGet, { ...player, id: saved.id }) as Promise<Ticket>;
const ingestPowerball = () => caller.requester.request(SUBJECTS.ingestionRun, { game: 'powerball' }, { schema: ingestionRunResultSchema, timeoutMs: 60_000 });

/** The sample with the 2026-07-11 Powerball number replaced: a provider correcting its result. */
function correctedSample(powerball: string): string {
  const rows = JSON.parse(readSample('ny-open-data', 'socrata-powerball.json')) as { draw_date: string; winning_numbers: string }[];
  const row = rows.find((candidate) => candidate.draw_date.startsWith(DRAW_DATE))!;
  row.winning_numbers = `${row.winning_numbers.slice(0, -2)}${powerball}`;
  return JSON.stringify(rows);
}

/** Resolves once the tickets service has acknowledged every DRAW_CHANGES message up to `sequence`. */
const acknowledgedUpTo = (sequence: number) =>
  eventually(`the tickets service to acknowledge DRAW_CHANGES up to sequence ${sequence}`, async () => {
    const info = await manager.consumers.info(DRAW_CHANGES_STREAM, testDurable(tickets.schema));
    if (info.ack_floor.stream_seq < sequence) throw new Error(`acknowledged up to ${info.ack_floor.stream_seq}`);
    return info;
  });

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.ingestionRun, SUBJECTS.drawsRange, SUBJECTS.ticketsGet]);
  await standIn.start();
  draws = await startTestDraws();
  await draws.em.getConnection().execute(`delete from "${draws.schema}".draws where game = 'powerball' and draw_date >= ?`, [DRAW_DATE]);
  // After draws, so its durable starts past the seed's events.
  tickets = await startTestTickets({ RESULTS_USERS_PER_EVENT: '2' });
  ingestion = await startTestIngestion({ ...standIn.env(), INGESTION_SCHEDULE: 'off', PROVIDER_RETRIES: '0', PROVIDER_TIMEOUT_MS: '3000', INGESTION_CONFIRM_TIMEOUT_MS: '30000' });
  caller = natsCaller();
  connection = await connect({ servers: NATS_URL });
  js = jetstream(connection);
  manager = await jetstreamManager(connection);
  subscription = connection.subscribe(drawsUpsertedSubject('powerball'), {
    callback: (_error, message) => {
      events.push({ data: message.data, event: (message.json() as { data: DrawsUpsertedEvent }).data });
    },
  });
  resultsSubscription = connection.subscribe(ticketResultsSubject('powerball'), {
    callback: (_error, message) => {
      announcements.push({ msgId: message.headers?.get('Nats-Msg-Id'), event: ticketResultsEventSchema.parse(message.json()) });
    },
  });
  saved = (await caller.requester.request(SUBJECTS.ticketsCreate, { ...player, ticket: { game: 'powerball', lines: [THREE_PLUS_ONE, NOTHING], firstDrawDate: DRAW_DATE, draws: 1 } })) as Ticket;
});

afterAll(async () => {
  subscription?.unsubscribe();
  resultsSubscription?.unsubscribe();
  await connection?.close();
  await caller?.close();
  await ingestion?.stop();
  await tickets?.stop();
  await draws?.stop();
  await standIn.stop();
});

it('keeps a ticket whose draw is not in the history pending, with nothing stored', async () => {
  expect(saved).toMatchObject({ lastDrawDate: DRAW_DATE, status: 'active', nextDrawDate: DRAW_DATE, drawsChecked: 0, unread: 0 });
  expect(saved.results.map(({ draw, line, status, tier }) => ({ draw, line, status, tier }))).toEqual([
    { draw: DRAW_DATE, line: 0, status: 'pending', tier: null },
    { draw: DRAW_DATE, line: 1, status: 'pending', tier: null },
  ]);
  expect(await results()).toEqual([]);
});

it('checks the saved lines once ingestion brings the draw through the providers stand-in', async () => {
  const run = await ingestPowerball();
  expect(run).toMatchObject({ status: 'success', inserted: 1 });
  const announced = await eventually('a draws event with one draw inserted', async () => events.find(({ event }) => event.inserted === 1));
  expect(announced.event.dates).toEqual([DRAW_DATE]);

  const rows = await eventually('the results of both saved lines', async () => {
    const stored = await results();
    if (stored.length !== 2) throw new Error(`${stored.length} results`);
    return stored;
  });
  expect(rows.map(({ line_index, main_hits, special_hits, tier, read_at }) => ({ line_index, main_hits, special_hits, tier, read_at }))).toEqual([
    { line_index: 0, main_hits: [8, 10, 14], special_hits: [5], tier: '3+1', read_at: null },
    { line_index: 1, main_hits: [], special_hits: [], tier: null, read_at: null },
  ]);
  const checked = await ticket();
  expect(checked).toMatchObject({ status: 'past', nextDrawDate: null, drawsChecked: 1, unread: 1 });
  expect(checked.results.map(({ line, status, main, special, tier, prize, unread }) => ({ line, status, main, special, tier, prize, unread }))).toEqual([
    { line: 0, status: 'checked', main: [8, 10, 14], special: [5], tier: '3+1', prize: prizeOf('3+1'), unread: true },
    { line: 1, status: 'checked', main: [], special: [], tier: null, prize: null, unread: true },
  ]);
});

it('changes nothing when the same event is delivered again', async () => {
  const before = await results();
  const announced = events.find(({ event }) => event.dates?.includes(DRAW_DATE));
  expect(announced).toBeDefined();
  // The same message once more on the stream, as a redelivery hands it to the consumer.
  const again = await js.publish(drawsUpsertedSubject('powerball'), announced!.data);
  await acknowledgedUpTo(again.seq);
  expect(await results()).toEqual(before);
});

it('passes over an event without dates (from before draws named them) and a message that is no event', async () => {
  const before = await results();
  const published = (payload: unknown) => js.publish(drawsUpsertedSubject('powerball'), JSON.stringify(payload));
  await published({ pattern: drawsUpsertedSubject('powerball'), data: { game: 'powerball', runId: `it-old-${Date.now()}`, inserted: 1, updated: 0, skipped: 0 } });
  await published({ pattern: drawsUpsertedSubject('powerball'), data: { game: 'powerball', runId: 'it-bad', dates: ['not a date'] } });
  const last = await published('not an event');
  await acknowledgedUpTo(last.seq);
  expect(await results()).toEqual(before);
});

it('counts the checked draws and times the checks in its metrics', async () => {
  const metrics = await (await fetch(`${tickets.url}/metrics`)).text();
  expect(metrics).toMatch(/^tickets_draws_checked_total\{game="powerball"\} [1-9]/m);
  expect(metrics).toMatch(/^tickets_lines_checked_total\{game="powerball"\} [1-9]/m);
  expect(metrics).toMatch(/^tickets_draw_check_duration_seconds_count\{game="powerball",outcome="ok"\} [1-9]/m);
});

it('updates the result of a draw corrected by a later ingestion and marks it unread again', async () => {
  await caller.requester.request(SUBJECTS.ticketsMarkRead, { ...player, id: saved.id });
  const read = await results();
  expect(read.every((row) => row.read_at !== null)).toBe(true);

  standIn.bodies.set('ny-open-data', correctedSample('06'));
  try {
    expect(await ingestPowerball()).toMatchObject({ status: 'success', inserted: 0, updated: 1 });
    const corrected = await eventually("line 0's result to become the corrected tier 3+0", async () => {
      const rows = await results();
      if (rows[0]?.tier !== '3+0') throw new Error(`line 0 at tier ${rows[0]?.tier}`);
      return rows;
    });
    expect(corrected[0]).toMatchObject({ main_hits: [8, 10, 14], special_hits: [], tier: '3+0', read_at: null });
    // The line whose result is the same keeps it as it was, read.
    expect(corrected[1]).toEqual(read[1]);
    const shown = await ticket();
    expect(shown.unread).toBe(1);
    expect(shown.results[0]).toMatchObject({ status: 'checked', special: [], tier: '3+0', prize: prizeOf('3+0'), unread: true });
  } finally {
    standIn.bodies.delete('ny-open-data');
  }
  // The true draw again (the shared DRAWS stream ends with it), and the result follows it back.
  expect(await ingestPowerball()).toMatchObject({ status: 'success', updated: 1 });
  await eventually("line 0's result to return to tier 3+1", async () => {
    const tier = (await results())[0]?.tier;
    if (tier !== '3+1') throw new Error(`line 0 at tier ${tier}`);
    return true;
  });
});

describe('results announced to the players of a recent draw', () => {
  const powerball = findGame('powerball')!;
  // The game's latest scheduled draw: within the last 7 days whenever the test runs.
  const recentDate = localDrawDate(powerball, previousDrawAt(powerball, new Date()));
  const players = Array.from({ length: 5 }, () => ({ userId: randomUUID(), sessionId: randomUUID() }));
  const save = (owner: (typeof players)[number]) =>
    caller.requester.request(SUBJECTS.ticketsCreate, { ...owner, ticket: { game: 'powerball', lines: [NOTHING], firstDrawDate: recentDate, draws: 1 } });
  const announcedFor = (date: string) => announcements.filter(({ event }) => event.drawDate === date);
  const publishedAt = async () =>
    (await ticketsSql<{ results_published_at: Date | null }>(`select results_published_at from "${tickets.schema}".checked_draws where game = 'powerball' and draw_date = ?`, [recentDate]))[0]
      ?.results_published_at;
  /** The newest stored message of tickets.results.powerball: a publish JetStream took as a duplicate leaves it as it was. */
  const newestStored = async () => (await manager.streams.getMessage(TICKET_RESULTS_STREAM, { last_by_subj: ticketResultsSubject('powerball') }))?.seq;
  let drawEvent: Uint8Array;

  /** The sample with a draw on `recentDate` (the 2026-07-11 numbers again), as a provider publishes the latest draw. */
  function sampleWithRecentDraw(): string {
    const rows = JSON.parse(readSample('ny-open-data', 'socrata-powerball.json')) as { draw_date: string }[];
    const model = rows.find((candidate) => candidate.draw_date.startsWith(DRAW_DATE))!;
    return JSON.stringify([{ ...model, draw_date: `${recentDate}T00:00:00.000` }, ...rows]);
  }

  beforeAll(async () => {
    for (const owner of players) await save(owner);
    // A second ticket of one player: still one name in the events.
    await save(players[0]!);
  });

  it('announces the checked draw once, naming each player with lines on it once, in numbered parts', async () => {
    standIn.bodies.set('ny-open-data', sampleWithRecentDraw());
    try {
      expect(await ingestPowerball()).toMatchObject({ status: 'success', inserted: 1 });
    } finally {
      standIn.bodies.delete('ny-open-data');
    }
    const announced = await eventually(`three announcements of the ${recentDate} results`, async () => {
      const parts = announcedFor(recentDate);
      if (parts.length !== 3) throw new Error(`${parts.length} announcements`);
      return parts;
    });
    // Each part's id: game, date, part and a hash of its players.
    const partId = (part: number) => expect.stringMatching(new RegExp(`^powerball:${recentDate}:${part}:[\\w-]{16}$`));
    expect(announced.map(({ msgId, event }) => ({ msgId, part: event.part, parts: event.parts, size: event.users.length }))).toEqual([
      { msgId: partId(1), part: 1, parts: 3, size: 2 },
      { msgId: partId(2), part: 2, parts: 3, size: 2 },
      { msgId: partId(3), part: 3, parts: 3, size: 1 },
    ]);
    expect(announced.every(({ msgId, event }) => msgId === ticketResultsMsgId(event))).toBe(true);
    expect(announced.flatMap(({ event }) => event.users)).toEqual(players.map((owner) => owner.userId).sort());
    await eventually(`the ${recentDate} draw to be marked as published`, async () => ((await publishedAt()) ? true : undefined));
    // The draw's own event (the list also holds the message that was no event).
    drawEvent = events.find(({ event }) => event?.dates?.includes(recentDate))!.data;
  });

  it('never announces a draw older than 7 days (the sample’s, checked above)', () => {
    expect(announcedFor(DRAW_DATE)).toEqual([]);
  });

  it('announces nothing again when the draw event is delivered again', async () => {
    const again = await js.publish(drawsUpsertedSubject('powerball'), drawEvent);
    await acknowledgedUpTo(again.seq);
    expect(announcedFor(recentDate)).toHaveLength(3);
  });

  it('publishes the same parts again when the announcement was not recorded (a crash after publishing), which JetStream stores once', async () => {
    const stored = await newestStored();
    await ticketsSql(`update "${tickets.schema}".checked_draws set results_published_at = null where game = 'powerball' and draw_date = ?`, [recentDate]);
    const again = await js.publish(drawsUpsertedSubject('powerball'), drawEvent);
    await acknowledgedUpTo(again.seq);
    const ids = announcedFor(recentDate).map(({ msgId }) => msgId);
    expect(ids.slice(3)).toEqual(ids.slice(0, 3));
    expect(await newestStored()).toBe(stored);
    expect(await publishedAt()).toBeTruthy();
  });

  it('publishes a part whose players shifted (a ticket saved before the re-publish), and only that part', async () => {
    const stored = await newestStored();
    // Sorts after every random id: the last part becomes [players' last, newcomer], the others keep their players.
    const newcomer = { userId: `ffffffff-ffff-4fff-bfff-${randomUUID().slice(-12)}` as const, sessionId: randomUUID() };
    await save(newcomer);
    await ticketsSql(`update "${tickets.schema}".checked_draws set results_published_at = null where game = 'powerball' and draw_date = ?`, [recentDate]);
    const again = await js.publish(drawsUpsertedSubject('powerball'), drawEvent);
    await acknowledgedUpTo(again.seq);
    const republished = announcedFor(recentDate).slice(6);
    expect(republished.map(({ event }) => event.users.length)).toEqual([2, 2, 2]);
    const ids = announcedFor(recentDate).map(({ msgId }) => msgId);
    expect(ids.slice(6, 8)).toEqual(ids.slice(0, 2));
    expect(ids[8]).not.toBe(ids[2]);
    // JetStream kept the shifted part (the newcomer is told) and dropped the two it already had.
    const kept: TicketResultsEvent[] = [];
    for (let seq = (stored ?? 0) + 1; seq <= ((await newestStored()) ?? 0); seq++) {
      const message = await manager.streams.getMessage(TICKET_RESULTS_STREAM, { seq });
      const event = message && message.subject === ticketResultsSubject('powerball') ? ticketResultsEventSchema.parse(message.json()) : undefined;
      if (event?.drawDate === recentDate) kept.push(event);
    }
    expect(kept.map((event) => event.users)).toEqual([[players.map((owner) => owner.userId).sort().at(-1), newcomer.userId]]);
    expect(await publishedAt()).toBeTruthy();
  });

  it('tells the notifications service which players paused, and the draws a player’s tickets cover', async () => {
    await caller.requester.request(SUBJECTS.ticketsLimitsUpdate, { ...players[1]!, update: { paused: true } });
    const asked = players.slice(0, 2).map((owner) => owner.userId);
    expect(await caller.requester.request(SUBJECTS.ticketsPaused, { userIds: asked }, { schema: pausedUsersResponseSchema })).toEqual({ paused: [players[1]!.userId] });

    const draws = (from: string, to: string) => caller.requester.request(SUBJECTS.ticketsUserDraws, { userId: players[0]!.userId, from, to }, { schema: userDrawsResponseSchema });
    expect(await draws(DRAW_DATE, recentDate)).toEqual({ draws: [{ game: 'powerball', drawDate: recentDate, tickets: 2, lines: 2 }] });
    expect(await draws(DRAW_DATE, DRAW_DATE)).toEqual({ draws: [] });
  });
});
