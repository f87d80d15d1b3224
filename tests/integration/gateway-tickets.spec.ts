// My tickets through the gateway (issue 26): /api/tickets and /api/limits on the real gateway,
// identity, draws (the shipped history) and tickets services over NATS and PostgreSQL, with real
// accounts. A user only ever sees and changes their own tickets; no token is a 401; bad bodies and
// ids are 400s naming the field and reach no service; an over-budget save is a 409 that stores
// nothing; every route's happy path once.
import { randomUUID } from 'node:crypto';
import { SUBJECTS } from '@pickwise/contracts';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { httpJson, startTestDraws, startTestTickets, type TestService } from '../support/services.js';
import { confirmedAccount, signIn, startAuthSystem, type AuthSystem } from './auth-harness.js';

let system: AuthSystem;
let draws: TestService;
let tickets: TestService;
/** Two players: A owns the tickets, B tries to reach them. */
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.identityHealth, SUBJECTS.drawsRange, SUBJECTS.ticketsList]);
  system = await startAuthSystem();
  draws = await startTestDraws();
  tickets = await startTestTickets();
  tokenA = await signedInUser();
  tokenB = await signedInUser();
});

afterAll(async () => {
  await system?.stop();
  await tickets?.stop();
  await draws?.stop();
});

async function signedInUser(): Promise<string> {
  const { email, password } = await confirmedAccount(system);
  return (await signIn(system, email, password)).access_token;
}

const api = (path: string, token?: string, init: { method?: string; json?: unknown } = {}) =>
  httpJson(`${system.gateway.url}${path}`, { ...init, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** Rows of the tickets service's tables. */
async function rows(table: 'tickets' | 'ticket_lines' | 'budgets'): Promise<number> {
  const [row] = await tickets.em.getConnection().execute<{ n: string }[]>(`select count(*) as n from "${tickets.schema}"."${table}"`);
  return Number(row?.n);
}

// The shipped history's Powerball draws of 2026-08-15 (5 8 27 29 63, Powerball 13) and 2026-08-17
// (8 15 25 49 65, Powerball 22): a ticket from the 15th over two draws is checked as it is saved.
const HISTORY_TICKET = {
  game: 'powerball',
  firstDrawDate: '2026-08-15',
  draws: 2,
  label: 'Office pool',
  lines: [
    { main: [5, 8, 27, 40, 50], special: [13] },
    { main: [1, 2, 3, 4, 6], special: [1] },
  ],
};
/** A Powerball date a week ahead: its draws are scheduled, not drawn. */
const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const FUTURE_TICKET = { game: 'powerball', firstDrawDate: inAWeek, draws: 1, lines: [{ main: [10, 20, 30, 40, 50], special: [5] }] };

const ROUTES = (id: string) => [
  { method: 'POST', path: '/api/tickets', json: FUTURE_TICKET },
  { method: 'GET', path: '/api/tickets' },
  { method: 'GET', path: '/api/tickets/summary' },
  { method: 'GET', path: `/api/tickets/${id}` },
  { method: 'PUT', path: `/api/tickets/${id}`, json: FUTURE_TICKET },
  { method: 'DELETE', path: `/api/tickets/${id}` },
  { method: 'POST', path: `/api/tickets/${id}/read` },
  { method: 'GET', path: '/api/limits' },
  { method: 'PUT', path: '/api/limits', json: { paused: true } },
];

describe('/api/tickets and /api/limits', () => {
  it('refuse every request without a valid access token, before anything is stored', async () => {
    const before = await rows('tickets');
    for (const token of [undefined, 'not.a.token']) {
      for (const { method, path, json } of ROUTES(randomUUID())) {
        const answer = await api(path, token, { method, json });
        expect({ route: `${method} ${path}`, status: answer.status, code: answer.body.code }).toEqual({ route: `${method} ${path}`, status: 401, code: 'UNAUTHORIZED' });
      }
    }
    expect(await rows('tickets')).toBe(before);
  });

  it('save, list, read, mark read, update, summarise and delete a ticket (each answer private)', async () => {
    const token = await signedInUser();
    const saved = await api('/api/tickets', token, { json: HISTORY_TICKET });
    expect(saved.status).toBe(201);
    expect(saved.headers.get('cache-control')).toBe('no-store');
    const ticket = saved.body.data;
    expect(ticket).toMatchObject({ game: 'powerball', label: 'Office pool', firstDrawDate: '2026-08-15', lastDrawDate: '2026-08-17', draws: 2, pricePerLine: 2, currency: 'USD', cost: 8, status: 'past', nextDrawDate: null, drawsChecked: 2 });
    // Both draws are in the history: checked as it was saved, newest draw first, one result per line and draw.
    expect(ticket.results.map((result: { draw: string; line: number; status: string }) => `${result.draw}/${result.line} ${result.status}`)).toEqual([
      '2026-08-17/0 checked',
      '2026-08-17/1 checked',
      '2026-08-15/0 checked',
      '2026-08-15/1 checked',
    ]);
    // Line 1 on the 15th: 5, 8, 27 and the Powerball 13 (3+1, a fixed $100 under the 2015 table).
    expect(ticket.results[2]).toMatchObject({ main: [5, 8, 27], special: [13], tier: '3+1', prize: { kind: 'fixed', amount: 100 }, unread: true });
    expect(ticket.results[3]).toMatchObject({ main: [], special: [], tier: null, prize: null });
    expect(ticket.won).toBe(100);

    const list = await api('/api/tickets', token);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.data.tickets.map((entry: { id: string }) => entry.id)).toEqual([ticket.id]);
    expect(list.body.data.tickets[0]).not.toHaveProperty('results');

    const read = await api(`/api/tickets/${ticket.id}`, token);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: ticket.id, unread: ticket.unread });
    expect(ticket.unread).toBeGreaterThan(0);
    const marked = await api(`/api/tickets/${ticket.id}/read`, token, { method: 'POST' });
    expect(marked.status).toBe(204);
    expect((await api(`/api/tickets/${ticket.id}`, token)).body.data.unread).toBe(0);

    const updated = await api(`/api/tickets/${ticket.id}`, token, { method: 'PUT', json: { ...HISTORY_TICKET, label: 'Renamed', draws: 1 } });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id: ticket.id, label: 'Renamed', draws: 1, lastDrawDate: '2026-08-15', cost: 4 });
    expect(updated.body.data.results).toHaveLength(2);

    const summary = await api('/api/tickets/summary', token);
    expect(summary.status).toBe(200);
    expect(summary.body.data.months).toEqual([expect.objectContaining({ month: '2026-08', game: 'powerball', currency: 'USD', spent: 4, won: 100, drawsChecked: 1, drawsPending: 0 })]);
    expect(summary.body.data.totals).toEqual([expect.objectContaining({ currency: 'USD', spent: 4, won: 100 })]);

    const removed = await api(`/api/tickets/${ticket.id}`, token, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await api(`/api/tickets/${ticket.id}`, token)).status).toBe(404);
    expect((await api('/api/tickets', token)).body.data.tickets).toEqual([]);
  });

  it('keep a future draw pending: nothing is said of it before it is drawn', async () => {
    const token = await signedInUser();
    const saved = await api('/api/tickets', token, { json: FUTURE_TICKET });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ status: 'active', drawsChecked: 0, unread: 0 });
    expect(saved.body.data.nextDrawDate).toBe(saved.body.data.lastDrawDate);
    expect(saved.body.data.results).toEqual([expect.objectContaining({ status: 'pending', line: 0, tier: null, prize: null })]);
  });

  it('store a ticket moved from a device once, however often its clientId is sent', async () => {
    const token = await signedInUser();
    const clientId = randomUUID();
    const first = await api('/api/tickets', token, { json: { ...FUTURE_TICKET, clientId } });
    const again = await api('/api/tickets', token, { json: { ...FUTURE_TICKET, clientId } });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await api('/api/tickets', token)).body.data.tickets).toHaveLength(1);
  });
});

describe("another user's tickets", () => {
  let ticketOfA: { id: string; updatedAt: string; label: string };
  let ticketOfB: { id: string; lastDrawDate: string };

  beforeAll(async () => {
    const saved = await api('/api/tickets', tokenA, { json: HISTORY_TICKET });
    expect(saved.status).toBe(201);
    ticketOfA = saved.body.data;
    // B has a ticket of their own, so B's list and ledger are not empty by accident.
    const savedB = await api('/api/tickets', tokenB, { json: FUTURE_TICKET });
    expect(savedB.status).toBe(201);
    ticketOfB = savedB.body.data;
  });

  it("are a 404 for B on every route that names them, the answer for an id nobody has, and stay as A left them", async () => {
    const nobodys = await api(`/api/tickets/${randomUUID()}`, tokenB);
    expect(nobodys).toMatchObject({ status: 404, body: { ok: false, code: 'NOT_FOUND' } });
    const attempts = [
      await api(`/api/tickets/${ticketOfA.id}`, tokenB),
      await api(`/api/tickets/${ticketOfA.id}`, tokenB, { method: 'PUT', json: { ...HISTORY_TICKET, label: 'Mine now' } }),
      await api(`/api/tickets/${ticketOfA.id}`, tokenB, { method: 'DELETE' }),
      await api(`/api/tickets/${ticketOfA.id}/read`, tokenB, { method: 'POST' }),
    ];
    expect(attempts.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    for (const answer of attempts) expect(answer.body).toEqual(nobodys.body);

    const own = await api(`/api/tickets/${ticketOfA.id}`, tokenA);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ id: ticketOfA.id, label: ticketOfA.label, updatedAt: ticketOfA.updatedAt });
    // B's read did not mark A's results read.
    expect(own.body.data.unread).toBeGreaterThan(0);
  });

  it("never appear in B's list or ledger", async () => {
    const listB = (await api('/api/tickets', tokenB)).body.data.tickets;
    expect(listB.map((ticket: { id: string }) => ticket.id)).toEqual([ticketOfB.id]);
    const summaryB = (await api('/api/tickets/summary', tokenB)).body.data;
    // A's August ticket (won $100) is nowhere in B's ledger: B only has next week's draw.
    expect(summaryB.months.map((month: { month: string }) => month.month)).toEqual([ticketOfB.lastDrawDate.slice(0, 7)]);
    expect(summaryB.totals).toEqual([expect.objectContaining({ currency: 'USD', spent: 2, won: 0 })]);
    const listA = (await api('/api/tickets', tokenA)).body.data.tickets;
    expect(listA.map((ticket: { id: string }) => ticket.id)).toEqual([ticketOfA.id]);
  });
});

describe('bad input', () => {
  const refused = async (path: string, json: unknown, method = 'POST') => {
    const answer = await api(path, tokenA, { method, json });
    expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 400, code: 'VALIDATION' });
    return answer.body as { error: string; issues?: { path: (string | number)[]; code: string }[] };
  };

  it('is a 400 naming the field, and nothing is stored', async () => {
    const before = { tickets: await rows('tickets'), lines: await rows('ticket_lines') };
    const unknownField = await refused('/api/tickets', { ...FUTURE_TICKET, owner: randomUUID() });
    expect(unknownField.error).toMatch(/Unrecognized key: "owner"/);
    expect(unknownField.issues).toEqual([{ path: [], code: 'unrecognized_keys' }]);

    const badLine = await refused('/api/tickets', { ...FUTURE_TICKET, lines: [{ main: [1, 2, 3, 4, 70], special: [5] }] });
    expect(badLine.error).toBe('lines.0.main: Line 1: main: 70 outside 1-69');
    expect(badLine.issues).toEqual([{ path: ['lines', 0, 'main'], code: 'custom' }]);

    const beforeRules = await refused('/api/tickets', { ...FUTURE_TICKET, firstDrawDate: '1980-01-01' });
    expect(beforeRules.error).toBe("firstDrawDate: firstDrawDate: Powerball's rules are known from 1992-04-22");

    const tooManyDraws = await refused('/api/tickets', { ...FUTURE_TICKET, draws: 10_000 });
    expect(tooManyDraws.error).toBe('draws: draws: at most 156');
    expect(tooManyDraws.issues).toEqual([{ path: ['draws'], code: 'too_big' }]);

    expect((await refused('/api/tickets', { ...FUTURE_TICKET, clientId: 'device-1' })).error).toBe('clientId: clientId must be a UUID');
    expect((await refused(`/api/tickets/${randomUUID()}`, { ...FUTURE_TICKET, clientId: randomUUID() }, 'PUT')).error).toMatch(/Unrecognized key: "clientId"/);
    expect((await refused('/api/limits', { budgets: [{ currency: 'JPY', weekly: 10, monthly: null }] }, 'PUT')).issues).toEqual([{ path: ['budgets', 0, 'currency'], code: 'invalid_value' }]);
    expect((await refused('/api/limits', {}, 'PUT')).error).toBe('Nothing to change: send budgets or paused');

    expect({ tickets: await rows('tickets'), lines: await rows('ticket_lines') }).toEqual(before);
  });

  it('a malformed ticket id is a 400 (never a 404 or a 5xx) on every route that takes one', async () => {
    for (const id of ['42', 'not-a-uuid', '3f0e8c52-6a41-4c9b-9d1e-0b6f2f3a7c1', '%27%20or%201%3D1%20--']) {
      const answers = [
        await api(`/api/tickets/${id}`, tokenA),
        await api(`/api/tickets/${id}`, tokenA, { method: 'PUT', json: FUTURE_TICKET }),
        await api(`/api/tickets/${id}`, tokenA, { method: 'DELETE' }),
        await api(`/api/tickets/${id}/read`, tokenA, { method: 'POST' }),
      ];
      for (const answer of answers) expect({ id, status: answer.status, error: answer.body.error }).toEqual({ id, status: 400, error: 'id: Not a ticket id' });
    }
  });
});

describe('budgets', () => {
  it('refuse an over-budget save with a 409 naming the budget, and store nothing', async () => {
    const token = await signedInUser();
    const limits = await api('/api/limits', token);
    expect(limits.status).toBe(200);
    expect(limits.body.data).toEqual({ budgets: expect.any(Array), paused: false });

    // From no budget to one is a lowering: in force at once.
    const set = await api('/api/limits', token, { method: 'PUT', json: { budgets: [{ currency: 'USD', weekly: 3, monthly: null }] } });
    expect(set.status).toBe(200);
    const usd = (limits: { budgets: { currency: string }[] }) => limits.budgets.find((budget) => budget.currency === 'USD');
    expect(usd(set.body.data)).toMatchObject({ weekly: 3, monthly: null, pending: null });

    const before = await rows('tickets');
    // Two lines at $2 on one draw: $4 in that week, over the $3 weekly budget.
    const over = await api('/api/tickets', token, { json: { ...FUTURE_TICKET, lines: [FUTURE_TICKET.lines[0], { main: [11, 21, 31, 41, 51], special: [6] }] } });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ ok: false, code: 'CONFLICT' });
    expect(over.body.error).toMatch(/^Over your weekly budget of USD 3\.00: the week of \d{4}-\d{2}-\d{2} would reach USD 4\.00 with this ticket/);
    expect(await rows('tickets')).toBe(before);
    expect((await api('/api/tickets', token)).body.data.tickets).toEqual([]);

    // One line ($2) fits; the week's spend shows in the limits.
    expect((await api('/api/tickets', token, { json: FUTURE_TICKET })).status).toBe(201);

    // Raising waits 24 hours: the budget in force stays, the raise is pending.
    const raised = await api('/api/limits', token, { method: 'PUT', json: { budgets: [{ currency: 'USD', weekly: 50, monthly: null }], paused: true } });
    expect(raised.status).toBe(200);
    expect(raised.body.data.paused).toBe(true);
    expect(usd(raised.body.data)).toMatchObject({ weekly: 3, pending: { weekly: 50, monthly: null } });
    expect((await api('/api/limits', token)).body.data).toEqual(raised.body.data);
  });
});
