// The tickets service's share of "Your data" (issue 40) on the real NATS and PostgreSQL:
// `tickets.account.export` answers the caller's tickets (each as `tickets.get` answers it), budgets
// and pause, and nothing of another player's, a page at a time (a player whose tickets hold more
// than one NATS reply can gets every one of them, whole and once, over pages well under 1 MB); an erasure published on ACCOUNT_ERASURES, as identity
// publishes it, deletes every row about the player from every table of the schema (listed from
// PostgreSQL itself, searched for the player's id and ticket ids) and leaves the other players'
// rows as they were; the same erasure delivered again deletes nothing more; one published while the
// service is stopped waits in the durable and is applied when the service starts again.
//
// The tickets and their results are written straight into the schema (saving and checking have
// specs of their own, and need the draws service); the budgets and the pause go through
// `tickets.limits.update`.
import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  ACCOUNT_ERASED_SUBJECT,
  ACCOUNT_ERASURES_STREAM,
  DRAW_CHANGES_STREAM,
  DomainError,
  SUBJECTS,
  accountErasedMsgId,
  ticketListOrder,
  ticketsPersonalDataPageSchema,
  TICKET_MAX_DRAWS,
  TICKET_MAX_LINES,
  type AccountErasedEvent,
  type Limits,
  type SignedInCaller,
  type Ticket,
  type TicketList,
  type TicketsPersonalDataPage,
} from '@pickwise/contracts';
import { TicketsDatabase } from '../../services/tickets/src/database/tickets-database.js';
import { PersonalDataService } from '../../services/tickets/src/personal-data/personal-data.service.js';
import { eventually } from '../support/eventually.js';
import { insertLargestTicket } from '../support/largest-ticket.js';
import { NATS_URL, assertNoResponders, dropSchema, waitForNats } from '../support/infrastructure.js';
import { natsCaller, startTestTickets, testDurable, testErasuresDurable, type TestService } from '../support/services.js';

interface Player extends SignedInCaller {
  ticketIds: string[];
}

let tickets: TestService;
/** The same schema and durables started again after `tickets` was stopped (the last test). */
let restarted: TestService | undefined;
let caller: ReturnType<typeof natsCaller>;
let connection: NatsConnection;
let js: JetStreamClient;
let manager: JetStreamManager;

const newPlayer = (): Player => ({ userId: randomUUID(), sessionId: randomUUID(), ticketIds: [] });
const leaving = newPlayer();
const staying = newPlayer();
/** Erased while the service is stopped. */
const leavingWhileDown = newPlayer();

const running = () => restarted ?? tickets;
async function query<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  return (await (await running().service.app.get(TicketsDatabase).pool()).query<Row>(text, values)).rows;
}
const ask = <T>(subject: string, payload: unknown) => caller.requester.request(subject, payload) as Promise<T>;
/** A page of the player's part: the first one unless a cursor is given. */
const exportPage = (player: SignedInCaller, cursor: string | null = null) =>
  ask<TicketsPersonalDataPage>(SUBJECTS.ticketsAccountExport, { userId: player.userId, sessionId: player.sessionId, cursor });
/** The part of a player without rows: one page. */
const EMPTY_PART = { tickets: [], limits: { budgets: [], paused: false }, pools: [], nextCursor: null };

/** A Powerball ticket of two lines over two draws, the first checked (a 2+1 on line 0), the second pending. */
async function savedTicket(player: Player, label: string): Promise<void> {
  const { tickets: ticketTable, lines, results } = running().service.app.get(TicketsDatabase).tables;
  const id = randomUUID();
  await query(
    `insert into ${ticketTable} (id, user_id, game, label, first_draw_date, last_draw_date, draw_dates, draws, price_per_line, currency, stored_draws_checked_at)
     values ($1, $2, 'powerball', $3, '2026-08-17', '2026-08-19', '{2026-08-17,2026-08-19}', 2, 2, 'USD', now())`,
    [id, player.userId, label],
  );
  const lineIds = await query<{ id: string }>(`insert into ${lines} (ticket_id, line_index, main, special) values ($1, 0, '{10,21,1,2,3}', '{17}'), ($1, 1, '{4,5,6,7,8}', '{1}') returning id`, [id]);
  await query(
    `insert into ${results} (line_id, draw_date, ticket_id, main_hits, special_hits, bonus_hit, tier, prize_kind, prize_amount)
     values ($1, '2026-08-17', $3, '{10,21}', '{17}', false, '2+1', 'fixed', 7), ($2, '2026-08-17', $3, '{}', '{}', false, null, null, null)`,
    [lineIds[0]!.id, lineIds[1]!.id, id],
  );
  player.ticketIds.push(id);
}

/** A player with two tickets, a USD budget and the pause on. */
async function activePlayer(player: Player): Promise<void> {
  await savedTicket(player, `${player.userId.slice(0, 8)} office`);
  await savedTicket(player, `${player.userId.slice(0, 8)} family`);
  await ask<Limits>(SUBJECTS.ticketsLimitsUpdate, { ...player, update: { budgets: [{ currency: 'USD', weekly: 20, monthly: 60 }], paused: true } });
}

/** Per table of the schema (as PostgreSQL lists them), the rows that mention the player's id or one of their tickets' ids anywhere. */
async function rowsAbout(player: Player): Promise<Record<string, number>> {
  const schema = tickets.schema;
  const tables = await query<{ table_name: string }>(`select table_name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE' order by 1`, [schema]);
  expect(tables.map((table) => table.table_name)).toEqual(expect.arrayContaining(['budgets', 'line_results', 'player_limits', 'ticket_lines', 'tickets']));
  const needles = [player.userId, ...player.ticketIds].map((id) => `%${id}%`);
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await query<{ count: number }>(`select count(*)::int as count from "${schema}"."${table}" as t where t::text ilike any($1::text[])`, [needles]);
    if (row!.count > 0) counts[table] = row!.count;
  }
  return counts;
}

/** The rows the activePlayer setup gives a player: two tickets, four lines, four results, a budget, the pause. */
const ACTIVE_PLAYER_ROWS = { tickets: 2, ticket_lines: 4, line_results: 4, budgets: 1, player_limits: 1 };

/** Publishes an erasure as identity does (or, with another `msgID`, as a redelivery reaches the consumer) and resolves to its stream sequence. */
async function publishErasure(userId: string, msgID = accountErasedMsgId({ userId })): Promise<number> {
  const event: AccountErasedEvent = { userId, erasedAt: Date.now() };
  const ack = await js.publish(ACCOUNT_ERASED_SUBJECT, JSON.stringify(event), { msgID });
  expect(ack.duplicate).toBe(false);
  return ack.seq;
}

/** Resolves once the service's erasures durable acknowledged the stream up to `seq` (the erasure is done). */
const acknowledgedUpTo = (seq: number) =>
  eventually(`tickets to acknowledge ACCOUNT_ERASURES up to sequence ${seq}`, async () => {
    const info = await manager.consumers.info(ACCOUNT_ERASURES_STREAM, testErasuresDurable(tickets.schema));
    if (info.ack_floor.stream_seq < seq) throw new Error(`acknowledged up to ${info.ack_floor.stream_seq}`);
    return info;
  });

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.ticketsHealth, SUBJECTS.ticketsAccountExport]);
  tickets = await startTestTickets();
  caller = natsCaller();
  connection = await connect({ servers: NATS_URL });
  js = jetstream(connection);
  manager = await jetstreamManager(connection);
  for (const player of [leaving, staying, leavingWhileDown]) await activePlayer(player);
});

afterAll(async () => {
  await caller?.close();
  await connection?.close();
  if (!restarted) {
    await tickets?.stop();
    return;
  }
  // The restarted instance is the harness's in name only: its schema and durables are the first one's.
  await restarted.service.close();
  await dropSchema(tickets.schema);
  const cleanUp = await connect({ servers: NATS_URL });
  const cleanUpManager = await jetstreamManager(cleanUp);
  await cleanUpManager.consumers.delete(DRAW_CHANGES_STREAM, testDurable(tickets.schema)).catch(() => undefined);
  await cleanUpManager.consumers.delete(ACCOUNT_ERASURES_STREAM, testErasuresDurable(tickets.schema)).catch(() => undefined);
  await cleanUp.close();
});

describe('tickets.account.export', () => {
  it("answers every ticket of the caller as tickets.get does, in the order of their ids (the list's order once sorted), with the budgets kept and the pause", async () => {
    const exported = ticketsPersonalDataPageSchema.parse(await exportPage(leaving));
    expect(exported.nextCursor).toBeNull();
    const listed = await ask<TicketList>(SUBJECTS.ticketsList, { userId: leaving.userId, sessionId: leaving.sessionId });
    expect(exported.tickets.map((ticket) => ticket.id)).toEqual([...leaving.ticketIds].sort());
    expect([...exported.tickets].sort(ticketListOrder).map((ticket) => ticket.id)).toEqual(listed.tickets.map((ticket) => ticket.id));
    for (const ticket of exported.tickets) expect(ticket).toEqual(await ask<Ticket>(SUBJECTS.ticketsGet, { userId: leaving.userId, sessionId: leaving.sessionId, id: ticket.id }));
    // Each ticket holds its lines and every result: the checked draw's and the pending one's.
    expect(exported.tickets[0]!.results.map((result) => [result.draw, result.line, result.status, result.tier])).toEqual([
      ['2026-08-19', 0, 'pending', null],
      ['2026-08-19', 1, 'pending', null],
      ['2026-08-17', 0, 'checked', '2+1'],
      ['2026-08-17', 1, 'checked', null],
    ]);
    const limits = await ask<Limits>(SUBJECTS.ticketsLimitsGet, { userId: leaving.userId, sessionId: leaving.sessionId });
    expect(exported.limits).toEqual({ paused: true, budgets: limits.budgets.filter((budget) => budget.currency === 'USD') });
    expect(exported.limits.budgets).toEqual([expect.objectContaining({ currency: 'USD', weekly: 20, monthly: 60 })]);
  });

  it("holds nothing of another player's, and a player without rows gets an empty part", async () => {
    const exported = JSON.stringify(await exportPage(leaving));
    for (const id of [staying.userId, ...staying.ticketIds, leavingWhileDown.userId, ...leavingWhileDown.ticketIds]) expect(exported).not.toContain(id);
    expect(await exportPage({ userId: randomUUID(), sessionId: randomUUID() })).toEqual(EMPTY_PART);
  });

  it('answers tickets that together pass what one NATS reply holds page after page, each page well under 1 MB, every ticket whole and once', async () => {
    const heavy = newPlayer();
    // Three of the largest tickets there can be (one checked throughout, one half, one not at all) among 300 small ones.
    for (const checked of [TICKET_MAX_DRAWS, TICKET_MAX_DRAWS / 2, 0]) heavy.ticketIds.push(await insertLargestTicket(running().service.app.get(TicketsDatabase), heavy.userId, checked));
    for (let n = 0; n < 300; n++) await savedTicket(heavy, `small ${n}`);
    const pages: TicketsPersonalDataPage[] = [];
    let cursor: string | null = null;
    do {
      const page = ticketsPersonalDataPageSchema.parse(await exportPage(heavy, cursor));
      expect(page.tickets.length).toBeGreaterThan(0);
      expect(Buffer.byteLength(JSON.stringify(page))).toBeLessThan(600 * 1024);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor !== null);
    const exported = pages.flatMap((page) => page.tickets);
    // One reply of them all would not have fitted NATS's default max_payload.
    expect(Buffer.byteLength(JSON.stringify(exported))).toBeGreaterThan(1024 * 1024);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(exported.map((ticket) => ticket.id)).toEqual([...heavy.ticketIds].sort());
    const largest = exported.filter((ticket) => ticket.lines.length === TICKET_MAX_LINES);
    expect(largest.map((ticket) => [ticket.results.length, ticket.drawsChecked]).sort()).toEqual([
      [TICKET_MAX_LINES * TICKET_MAX_DRAWS, 0],
      [TICKET_MAX_LINES * TICKET_MAX_DRAWS, TICKET_MAX_DRAWS],
      [TICKET_MAX_LINES * TICKET_MAX_DRAWS, TICKET_MAX_DRAWS / 2],
    ]);
    for (const ticket of largest) expect(ticket).toEqual(await ask<Ticket>(SUBJECTS.ticketsGet, { userId: heavy.userId, sessionId: heavy.sessionId, id: ticket.id }));
    await running().service.app.get(PersonalDataService).erase(heavy.userId);
  });

  it('refuses a request without a signed-in caller or with a cursor that is no ticket id (VALIDATION)', async () => {
    for (const payload of [{ userId: 'not-a-uuid', cursor: null }, { userId: leaving.userId, sessionId: leaving.sessionId, cursor: 'last' }, { userId: leaving.userId, sessionId: leaving.sessionId }]) {
      const error = await caller.requester.request(SUBJECTS.ticketsAccountExport, payload).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('VALIDATION');
    }
  });
});

describe('the erasure (ACCOUNT_ERASURES)', () => {
  let stayingBefore: Record<string, number>;

  it('deletes every row about the player from every table, and leaves the other players’ rows as they were', async () => {
    expect(await rowsAbout(leaving)).toEqual(ACTIVE_PLAYER_ROWS);
    stayingBefore = await rowsAbout(staying);
    expect(stayingBefore).toEqual(ACTIVE_PLAYER_ROWS);

    await acknowledgedUpTo(await publishErasure(leaving.userId));
    expect(await rowsAbout(leaving)).toEqual({});
    expect(await rowsAbout(staying)).toEqual(stayingBefore);
    expect(await exportPage(leaving)).toEqual(EMPTY_PART);
  });

  it('delivered again, deletes nothing more', async () => {
    // The stream stores an identical Nats-Msg-Id once; another id stands for a redelivery (an ack that was lost).
    await acknowledgedUpTo(await publishErasure(leaving.userId, randomUUID()));
    expect(await rowsAbout(leaving)).toEqual({});
    expect(await rowsAbout(staying)).toEqual(stayingBefore);
    expect(await running().service.app.get(PersonalDataService).erase(leaving.userId)).toBe(0);
  });

  it('published while the service is stopped, waits in the durable and is applied when the service starts again', async () => {
    expect(await rowsAbout(leavingWhileDown)).toEqual(ACTIVE_PLAYER_ROWS);
    await tickets.service.close();
    const seq = await publishErasure(leavingWhileDown.userId);
    const waiting = await manager.consumers.info(ACCOUNT_ERASURES_STREAM, testErasuresDurable(tickets.schema));
    expect(waiting.ack_floor.stream_seq).toBeLessThan(seq);
    expect(waiting.num_pending).toBeGreaterThanOrEqual(1);

    restarted = await startTestTickets({ DATABASE_SCHEMA: tickets.schema, TICKETS_CONSUMER: testDurable(tickets.schema), ERASURES_CONSUMER: testErasuresDurable(tickets.schema) });
    await acknowledgedUpTo(seq);
    expect(await rowsAbout(leavingWhileDown)).toEqual({});
    expect(await rowsAbout(staying)).toEqual(stayingBefore);
  });
});
