// The notifications service's share of "Your data" (issue 40) on the real NATS and PostgreSQL:
// `notifications.account.export` answers the caller's alert rules, push subscriptions (never their
// keys), whether a calendar address exists (never its token) and the outbox's messages to them, and
// nothing of another player's, a page at a time (a player with more messages than one NATS reply
// holds gets them all, each once, over several pages); an erasure published on ACCOUNT_ERASURES, as identity publishes it,
// deletes every row about the player from every table of the schema (listed from PostgreSQL itself,
// searched for the player's id and push endpoint) and leaves the other players' rows as they were;
// afterwards no results event, jackpot change or reminder enqueues anything for the erased player,
// while the same events still reach the others; the same erasure delivered again deletes nothing
// more; one published while the service is stopped is applied when it starts again.
//
// Players, their rules, browsers and calendar addresses are written straight into the schema (the
// preferences, devices and calendar paths have specs of their own); their messages come from a
// TICKET_RESULTS event, as the tickets service publishes it. Nothing is sent: no identity service
// answers for the recipients, so the messages wait in the outbox, which is all this spec reads. The
// real tickets service answers `tickets.paused` for the jackpot alerts.
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  ACCOUNT_ERASED_SUBJECT,
  ACCOUNT_ERASURES_STREAM,
  DomainError,
  JACKPOT_CHANGES_STREAM,
  SUBJECTS,
  TICKET_RESULTS_STREAM,
  accountErasedMsgId,
  jackpotChangedSubject,
  jackpotChangesMsgId,
  notificationsPersonalDataPageSchema,
  ticketResultsSubject,
  type AccountErasedEvent,
  type JackpotChangedEvent,
  type NotificationsPersonalDataPage,
  type SignedInCaller,
  type TicketResultsEvent,
} from '@pickwise/contracts';
import { findGame, localDrawDate, nextDrawAt, type Game } from '@pickwise/lottery';
import type { StartedService } from '@pickwise/nest-kit';
import { NotificationsDatabase } from '../../services/notifications/src/database/notifications-database.js';
import { EXPORT_PAGE_MESSAGES, PersonalDataService } from '../../services/notifications/src/personal-data/personal-data.service.js';
import { DrawReminders } from '../../services/notifications/src/reminders/draw-reminders.js';
import { eventually } from '../support/eventually.js';
import { NATS_URL, assertNoResponders, dropSchema, waitForNats } from '../support/infrastructure.js';
import { natsCaller, startTestNotifications, startTestNotificationsReplica, startTestTickets, testErasuresDurable, testNotificationDurables, type TestService } from '../support/services.js';

interface Player extends SignedInCaller {
  /** The player's one browser; on a port where nothing listens, so no push could leave this machine. */
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Nothing listens on port 9 here: push endpoints no message could reach. */
const NO_PUSH_SERVICE = 'http://127.0.0.1:9';
const JACKPOT_THRESHOLD = 500_000_000;
const euromillions = findGame('euromillions') as Game;

let notifications: TestService;
/** The same schema and durables started again after `notifications` was stopped (the last test). */
let restarted: StartedService | undefined;
let tickets: TestService;
let caller: ReturnType<typeof natsCaller>;
let connection: NatsConnection;
let js: JetStreamClient;
let manager: JetStreamManager;

const newPlayer = (): Player => ({
  userId: randomUUID(),
  sessionId: randomUUID(),
  endpoint: `${NO_PUSH_SERVICE}/push/${randomUUID()}`,
  p256dh: randomBytes(65).toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
});
const leaving = newPlayer();
const staying = newPlayer();
/** Erased while the service is stopped. */
const leavingWhileDown = newPlayer();
const everyone = [leaving, staying, leavingWhileDown];

const running = () => (restarted ?? notifications.service).app;
const database = () => running().get(NotificationsDatabase);
async function query<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  return (await (await database().pool()).query<Row>(text, values)).rows;
}
/** A page of the player's part: the first one unless a cursor is given. */
const exportOf = (player: SignedInCaller, cursor: string | null = null) =>
  caller.requester.request(SUBJECTS.notificationsAccountExport, { userId: player.userId, sessionId: player.sessionId, cursor }) as Promise<NotificationsPersonalDataPage>;
/** The part of a player without rows: one page. */
const EMPTY_PART = { rules: [], pushSubscriptions: [], calendarFeed: { active: false, createdAt: null }, messages: [], nextCursor: null };

/** A draw date no other run used, so no dedupe key meets an earlier run's. */
const freshDrawDate = () => `20${randomInt(30, 99)}-${String(randomInt(1, 13)).padStart(2, '0')}-${String(randomInt(1, 29)).padStart(2, '0')}`;
/** A draw time no other run used, so JetStream's duplicate window never meets an earlier run's figure. */
const unusedDrawTime = () => new Date(Date.UTC(2030 + randomInt(0, 60), randomInt(0, 12), randomInt(1, 29), 2, 59)).toISOString();

/** A player with a browser, a results and a jackpot rule on Powerball, a reminder on EuroMillions, and a calendar address. */
async function activePlayer(player: Player): Promise<void> {
  const { pushSubscriptions, rules, calendarTokens } = database().tables;
  await query(`insert into ${pushSubscriptions} (user_id, endpoint, p256dh, auth, user_agent) values ($1, $2, $3, $4, 'Firefox 140 (test)')`, [player.userId, player.endpoint, player.p256dh, player.auth]);
  await query(
    `insert into ${rules} (user_id, kind, game, push, email, threshold) values
       ($1, 'results', 'powerball', true, true, null), ($1, 'jackpot', 'powerball', true, false, $2), ($1, 'reminder', 'euromillions', false, true, null)`,
    [player.userId, JACKPOT_THRESHOLD],
  );
  await query(`insert into ${calendarTokens} (user_id, token_hash) values ($1, $2)`, [player.userId, createHash('sha256').update(randomBytes(32)).digest()]);
}

/** Per table of the schema (as PostgreSQL lists them), the rows that mention the player's id or push endpoint anywhere. */
async function rowsAbout(player: Player): Promise<Record<string, number>> {
  const schema = notifications.schema;
  const tables = await query<{ table_name: string }>(`select table_name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE' order by 1`, [schema]);
  expect(tables.map((table) => table.table_name)).toEqual(expect.arrayContaining(['calendar_tokens', 'notification_rules', 'outbox', 'push_subscriptions']));
  const needles = [player.userId, player.endpoint].map((needle) => `%${needle}%`);
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await query<{ count: number }>(`select count(*)::int as count from "${schema}"."${table}" as t where t::text ilike any($1::text[])`, [needles]);
    if (row!.count > 0) counts[table] = row!.count;
  }
  return counts;
}

/** The messages of each kind the outbox holds for the player. */
async function messagesOf(player: Player): Promise<Record<string, number>> {
  const rows = await query<{ kind: string; count: number }>(`select kind, count(*)::int as count from ${database().tables.outbox} where user_id = $1 group by kind order by kind`, [player.userId]);
  return Object.fromEntries(rows.map((row) => [row.kind, row.count]));
}

/** Resolves once the service's durable on `stream` acknowledged it up to `seq`. */
const acknowledgedUpTo = (stream: string, durable: string, seq: number) =>
  eventually(`notifications to acknowledge ${stream} up to sequence ${seq}`, async () => {
    const info = await manager.consumers.info(stream, durable);
    if (info.ack_floor.stream_seq < seq) throw new Error(`acknowledged up to ${info.ack_floor.stream_seq}`);
    return info;
  });

/** Publishes a results event naming the players, as the tickets service does, and resolves once its messages are enqueued. */
async function publishResults(players: Player[]): Promise<void> {
  const event: TicketResultsEvent = { game: 'powerball', drawDate: freshDrawDate(), users: players.map((player) => player.userId), part: 1, parts: 1 };
  const ack = await js.publish(ticketResultsSubject('powerball'), JSON.stringify(event), { msgID: randomUUID() });
  await acknowledgedUpTo(TICKET_RESULTS_STREAM, testNotificationDurables(notifications.schema).results, ack.seq);
}

/** Publishes a Powerball figure above every player's threshold, as the jackpots service does, and resolves once it is applied. */
async function publishJackpotAboveThresholds(): Promise<void> {
  const event: JackpotChangedEvent = { game: 'powerball', amount: JACKPOT_THRESHOLD + 100_000_000, currencyCode: 'USD', drawDate: unusedDrawTime(), source: 'live' };
  const ack = await js.publish(jackpotChangedSubject('powerball'), JSON.stringify(event), { msgID: jackpotChangesMsgId(event) });
  await acknowledgedUpTo(JACKPOT_CHANGES_STREAM, testNotificationDurables(notifications.schema).jackpots, ack.seq);
}

/** Publishes an erasure as identity does (or, with another `msgID`, as a redelivery reaches the consumer) and resolves to its stream sequence. */
async function publishErasure(userId: string, msgID = accountErasedMsgId({ userId })): Promise<number> {
  const event: AccountErasedEvent = { userId, erasedAt: Date.now() };
  const ack = await js.publish(ACCOUNT_ERASED_SUBJECT, JSON.stringify(event), { msgID });
  expect(ack.duplicate).toBe(false);
  return ack.seq;
}
const erasedUpTo = (seq: number) => acknowledgedUpTo(ACCOUNT_ERASURES_STREAM, testErasuresDurable(notifications.schema), seq);

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.notificationsHealth, SUBJECTS.notificationsAccountExport, SUBJECTS.ticketsHealth, SUBJECTS.identityHealth]);
  tickets = await startTestTickets();
  notifications = await startTestNotifications({ PUSH_SERVICE_ORIGINS: NO_PUSH_SERVICE });
  caller = natsCaller();
  connection = await connect({ servers: NATS_URL });
  js = jetstream(connection);
  manager = await jetstreamManager(connection);
  for (const player of everyone) await activePlayer(player);
  // A results message per channel for each of them: the outbox's rows about them.
  await publishResults(everyone);
});

afterAll(async () => {
  await caller?.close();
  await connection?.close();
  await tickets?.stop();
  if (!restarted) {
    await notifications?.stop();
    return;
  }
  // The restarted replica shares the first one's schema and durables, which go once it is closed.
  await restarted.close();
  await dropSchema(notifications.schema);
  const cleanUp = await connect({ servers: NATS_URL });
  const cleanUpManager = await jetstreamManager(cleanUp);
  const durables = testNotificationDurables(notifications.schema);
  await cleanUpManager.consumers.delete(TICKET_RESULTS_STREAM, durables.results).catch(() => undefined);
  await cleanUpManager.consumers.delete(JACKPOT_CHANGES_STREAM, durables.jackpots).catch(() => undefined);
  await cleanUpManager.consumers.delete(ACCOUNT_ERASURES_STREAM, testErasuresDurable(notifications.schema)).catch(() => undefined);
  await cleanUp.close();
});

describe('notifications.account.export', () => {
  it('answers the rules, the browsers without their keys, the calendar address’s existence and the messages', async () => {
    const exported = notificationsPersonalDataPageSchema.parse(await exportOf(leaving));
    expect(exported.nextCursor).toBeNull();
    expect(exported.rules).toEqual([
      { kind: 'reminder', game: 'euromillions', push: false, email: true, threshold: null, aboveThreshold: false, updatedAt: expect.any(String) },
      { kind: 'jackpot', game: 'powerball', push: true, email: false, threshold: JACKPOT_THRESHOLD, aboveThreshold: false, updatedAt: expect.any(String) },
      { kind: 'results', game: 'powerball', push: true, email: true, threshold: null, aboveThreshold: false, updatedAt: expect.any(String) },
    ]);
    expect(exported.pushSubscriptions).toEqual([{ endpoint: leaving.endpoint, userAgent: 'Firefox 140 (test)', createdAt: expect.any(String) }]);
    expect(exported.calendarFeed).toEqual({ active: true, createdAt: expect.any(String) });
    expect(exported.messages.map(({ channel, kind, game }) => [channel, kind, game]).sort()).toEqual([
      ['email', 'results', 'powerball'],
      ['push', 'results', 'powerball'],
    ]);
    const [stored] = await query<{ token_hash: Buffer }>(`select token_hash from ${database().tables.calendarTokens} where user_id = $1`, [leaving.userId]);
    const text = JSON.stringify(exported);
    for (const secret of [leaving.p256dh, leaving.auth, stored!.token_hash.toString('hex'), stored!.token_hash.toString('base64')]) expect(text).not.toContain(secret);
  });

  it("holds nothing of another player's, and a player without rows gets an empty part", async () => {
    const text = JSON.stringify(await exportOf(leaving));
    for (const other of [staying, leavingWhileDown]) {
      expect(text).not.toContain(other.userId);
      expect(text).not.toContain(other.endpoint);
    }
    expect(await exportOf({ userId: randomUUID(), sessionId: randomUUID() })).toEqual(EMPTY_PART);
  });

  it('answers more messages than one reply holds page after page, each page well under 1 MB, every message once and in the outbox’s order', async () => {
    // About 30 days' worth for a player with every rule and 20 browsers: results, jackpots and reminders of every game's draws.
    const chatty = newPlayer();
    const count = 4 * EXPORT_PAGE_MESSAGES + 100;
    await query(
      `insert into ${database().tables.outbox} (dedupe_key, user_id, channel, kind, game, occasion, status, sent_at)
       select concat_ws(':', 'results', 'california-lottery', n, 'email', $1::uuid), $1::uuid, 'email', 'results', 'california-lottery', n::text, 'sent', now()
         from generate_series(1, $2::int) as n`,
      [chatty.userId, count],
    );
    const pages: NotificationsPersonalDataPage[] = [];
    let cursor: string | null = null;
    do {
      const page = notificationsPersonalDataPageSchema.parse(await exportOf(chatty, cursor));
      expect(Buffer.byteLength(JSON.stringify(page))).toBeLessThan(512 * 1024);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(pages.map((page) => page.messages.length)).toEqual([EXPORT_PAGE_MESSAGES, EXPORT_PAGE_MESSAGES, EXPORT_PAGE_MESSAGES, EXPORT_PAGE_MESSAGES, 100]);
    const messages = pages.flatMap((page) => page.messages);
    // One reply of them all would not have fitted NATS's default max_payload.
    expect(Buffer.byteLength(JSON.stringify(messages))).toBeGreaterThan(1024 * 1024);
    expect(messages.map((message) => Number(message.occasion))).toEqual(Array.from({ length: count }, (_, n) => n + 1));
    await running().get(PersonalDataService).erase(chatty.userId);
  });

  it('refuses a request without a signed-in caller or with a cursor that no page gave (VALIDATION)', async () => {
    for (const payload of [{ userId: leaving.userId, cursor: null }, { userId: leaving.userId, sessionId: leaving.sessionId, cursor: 'first' }, { userId: leaving.userId, sessionId: leaving.sessionId }]) {
      const error = await caller.requester.request(SUBJECTS.notificationsAccountExport, payload).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('VALIDATION');
    }
  });
});

describe('the erasure (ACCOUNT_ERASURES)', () => {
  const ACTIVE_PLAYER_ROWS = { calendar_tokens: 1, notification_rules: 3, outbox: 2, push_subscriptions: 1 };
  let stayingBefore: Record<string, number>;

  it('deletes every row about the player from every table, and leaves the other players’ rows as they were', async () => {
    expect(await rowsAbout(leaving)).toEqual(ACTIVE_PLAYER_ROWS);
    stayingBefore = await rowsAbout(staying);
    expect(stayingBefore).toEqual(ACTIVE_PLAYER_ROWS);

    await erasedUpTo(await publishErasure(leaving.userId));
    expect(await rowsAbout(leaving)).toEqual({});
    expect(await rowsAbout(staying)).toEqual(stayingBefore);
    expect(await exportOf(leaving)).toEqual(EMPTY_PART);
  });

  it('delivered again, deletes nothing more', async () => {
    // The stream stores an identical Nats-Msg-Id once; another id stands for a redelivery (an ack that was lost).
    await erasedUpTo(await publishErasure(leaving.userId, randomUUID()));
    expect(await rowsAbout(leaving)).toEqual({});
    expect(await rowsAbout(staying)).toEqual(stayingBefore);
    expect(await running().get(PersonalDataService).erase(leaving.userId)).toBe(0);
  });

  it('leaves nothing that makes messages: a results event, a jackpot passing the amount and a reminder enqueue nothing for the erased player, and still reach the others', async () => {
    expect(await messagesOf(staying)).toEqual({ results: 2 });

    await publishResults([leaving, staying]);
    await publishJackpotAboveThresholds();
    const drawAt = nextDrawAt(euromillions, new Date(unusedDrawTime()));
    await running()
      .get(DrawReminders)
      .sweep(new Date(drawAt.getTime() - 30 * 60_000));

    expect(await rowsAbout(leaving)).toEqual({});
    // The other player: a push and a mail of the new results, a push of the jackpot, a mail reminding of the draw.
    expect(await messagesOf(staying)).toEqual({ jackpot: 1, reminder: 1, results: 4 });
    const reminded = await query<{ occasion: string }>(`select occasion from ${database().tables.outbox} where user_id = $1 and kind = 'reminder'`, [staying.userId]);
    expect(reminded).toEqual([{ occasion: localDrawDate(euromillions, drawAt) }]);
  });

  it('published while the service is stopped, waits in the durable and is applied when the service starts again', async () => {
    // The jackpot alert and the reminder of the test before reached this player too.
    expect(await rowsAbout(leavingWhileDown)).toEqual({ ...ACTIVE_PLAYER_ROWS, outbox: 4 });
    const stayingNow = await rowsAbout(staying);
    await notifications.service.close();
    const seq = await publishErasure(leavingWhileDown.userId);
    const waiting = await manager.consumers.info(ACCOUNT_ERASURES_STREAM, testErasuresDurable(notifications.schema));
    expect(waiting.ack_floor.stream_seq).toBeLessThan(seq);
    expect(waiting.num_pending).toBeGreaterThanOrEqual(1);

    restarted = await startTestNotificationsReplica(notifications, { PUSH_SERVICE_ORIGINS: NO_PUSH_SERVICE });
    await erasedUpTo(seq);
    expect(await rowsAbout(leavingWhileDown)).toEqual({});
    expect(await rowsAbout(staying)).toEqual(stayingNow);
  });
});
