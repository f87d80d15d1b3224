// The tickets service (issue 26) on the real NATS and PostgreSQL, asked over NATS as the gateway asks
// it, with the real draws service (the shipped history) answering draws.range. Expected tiers come
// from the history checker's known draws and libs/lottery's prize tables; stored rows are read with SQL.
import { randomUUID } from 'node:crypto';
import { DomainError, SUBJECTS, type DrawRecord, type Limits, type Ticket, type TicketList, type TicketsSummary } from '@pickwise/contracts';
import { findGame, lineExpectedValue, prizeTableOn, type Game } from '@pickwise/lottery';
import type { NatsRequester } from '@pickwise/nest-kit';
import { DrawChecker } from '../../services/tickets/src/checking/draw-checker.js';
import { StoredDrawsCheck } from '../../services/tickets/src/tickets/stored-draws-check.js';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { natsCaller, startTestDraws, startTestTickets, type TestService } from '../support/services.js';

let draws: TestService;
let tickets: TestService;
let caller: ReturnType<typeof natsCaller>;
let nats: NatsRequester;

const playerA = { userId: randomUUID(), sessionId: randomUUID() };
const playerB = { userId: randomUUID(), sessionId: randomUUID() };
const powerball = findGame('powerball') as Game;
// Powerball 2026-08-19 (the newest shipped draw): 10 21 58 61 64, Powerball 17; no draw stored after it.
const JACKPOT_LINE = { main: [10, 21, 58, 61, 64], special: [17] };
const TWO_PLUS_ONE = { main: [10, 21, 1, 2, 3], special: [17] };
const NOTHING = { main: [1, 2, 3, 4, 5], special: [1] };
const twoPlusOnePrize = prizeTableOn('powerball', '2026-08-19')!.tiers.find((tier) => tier.id === '2+1')!.prize;

const ask = <T>(subject: string, payload: unknown) => nats.request(subject, payload) as Promise<T>;
async function codeOf(subject: string, payload: unknown): Promise<string> {
  const error = await nats.request(subject, payload).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).code;
}
const create = (player: typeof playerA, ticket: Record<string, unknown>) => ask<Ticket>(SUBJECTS.ticketsCreate, { ...player, ticket });
const sql = <T>(query: string, params: unknown[] = []) => tickets.em.getConnection().execute<T[]>(query, params);
const storedPowerball = (date: string) =>
  draws.em.getConnection().execute<DrawRecord[]>(`select game, draw_date::text as draw_date, main, special, bonus, jackpot::float8 as jackpot, jackpot_currency, source from "${draws.schema}".draws where game = 'powerball' and draw_date = ?`, [date]);

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.drawsRange, SUBJECTS.ticketsList]);
  draws = await startTestDraws();
  tickets = await startTestTickets();
  caller = natsCaller();
  nats = caller.requester;
});

afterAll(async () => {
  await caller?.close();
  await tickets?.stop();
  await draws?.stop();
});

describe('a ticket whose first draw is in the history', () => {
  let saved: Ticket;

  beforeAll(async () => {
    saved = await create(playerA, { game: 'powerball', lines: [JACKPOT_LINE, TWO_PLUS_ONE, NOTHING], firstDrawDate: '2026-08-19', draws: 3, label: 'Birthdays' });
  });

  it('is saved with the stored draw, then the scheduled ones, at the game’s price', () => {
    expect(saved).toMatchObject({
      game: 'powerball',
      label: 'Birthdays',
      firstDrawDate: '2026-08-19',
      lastDrawDate: '2026-08-24',
      draws: 3,
      pricePerLine: prizeTableOn('powerball', '2026-08-19')!.ticketPrice,
      currency: 'USD',
      cost: 3 * 3 * prizeTableOn('powerball', '2026-08-19')!.ticketPrice,
      status: 'active',
      nextDrawDate: '2026-08-22',
      drawsChecked: 1,
      unread: 1,
      winsWithoutAmount: 1,
      won: (twoPlusOnePrize as { amount: number }).amount,
    });
  });

  it('is checked as saved: each line’s tier on the stored draw, the later draws pending', () => {
    const on = (draw: string) => saved.results.filter((result) => result.draw === draw);
    expect(saved.results.map((result) => result.draw)).toEqual(['2026-08-24', '2026-08-24', '2026-08-24', '2026-08-22', '2026-08-22', '2026-08-22', '2026-08-19', '2026-08-19', '2026-08-19']);
    expect(on('2026-08-19')).toEqual([
      // The shipped history is one source, not the operator's publication: its draws are provisional (issue 39).
      { draw: '2026-08-19', line: 0, status: 'checked', main: [10, 21, 58, 61, 64], special: [17], bonus: false, tier: '5+1', prize: { kind: 'jackpot' }, unread: true, drawStatus: 'provisional' },
      { draw: '2026-08-19', line: 1, status: 'checked', main: [10, 21], special: [17], bonus: false, tier: '2+1', prize: twoPlusOnePrize, unread: true, drawStatus: 'provisional' },
      { draw: '2026-08-19', line: 2, status: 'checked', main: [], special: [], bonus: false, tier: null, prize: null, unread: true, drawStatus: 'provisional' },
    ]);
    expect(on('2026-08-22').every((result) => result.status === 'pending' && result.tier === null && !result.unread)).toBe(true);
  });

  it('is listed for its owner only, and another player’s get, update, delete and mark-read are NOT_FOUND', async () => {
    expect((await ask<TicketList>(SUBJECTS.ticketsList, playerA)).tickets.map((ticket) => ticket.id)).toContain(saved.id);
    expect((await ask<TicketList>(SUBJECTS.ticketsList, playerB)).tickets).toEqual([]);
    const update = { game: 'powerball', lines: [NOTHING], firstDrawDate: '2026-08-19', draws: 1 };
    expect(await codeOf(SUBJECTS.ticketsGet, { ...playerB, id: saved.id })).toBe('NOT_FOUND');
    expect(await codeOf(SUBJECTS.ticketsUpdate, { ...playerB, id: saved.id, ticket: update })).toBe('NOT_FOUND');
    expect(await codeOf(SUBJECTS.ticketsDelete, { ...playerB, id: saved.id })).toBe('NOT_FOUND');
    expect(await codeOf(SUBJECTS.ticketsMarkRead, { ...playerB, id: saved.id })).toBe('NOT_FOUND');
    expect((await ask<Ticket>(SUBJECTS.ticketsGet, { ...playerA, id: saved.id })).lines).toEqual([JACKPOT_LINE, TWO_PLUS_ONE, NOTHING]);
  });

  it('mark-read clears the unread results', async () => {
    await ask(SUBJECTS.ticketsMarkRead, { ...playerA, id: saved.id });
    const read = await ask<Ticket>(SUBJECTS.ticketsGet, { ...playerA, id: saved.id });
    expect(read.unread).toBe(0);
    expect(read.results.some((result) => result.unread)).toBe(false);
  });

  it('the ledger shows the month’s spending, the fixed win, the jackpot win without amount and the expected loss', async () => {
    const summary = await ask<TicketsSummary>(SUBJECTS.ticketsSummary, playerA);
    const price = prizeTableOn('powerball', '2026-08-19')!.ticketPrice;
    const expectedValue = lineExpectedValue(powerball, prizeTableOn('powerball', '2026-08-19')!, null);
    const row = summary.months.find((month) => month.month === '2026-08' && month.game === 'powerball')!;
    expect(row).toMatchObject({ currency: 'USD', spent: 9 * price, won: (twoPlusOnePrize as { amount: number }).amount, winsWithoutAmount: 1, drawsChecked: 1, drawsPending: 2 });
    expect(row.expectedLoss).toBeCloseTo(9 * (price - expectedValue), 2);
    expect(summary.totals).toEqual([{ currency: 'USD', spent: row.spent, won: row.won, winsWithoutAmount: 1, expectedLoss: row.expectedLoss }]);
  });

  it('DrawChecker: a replayed draw changes nothing; a corrected one changes the results and marks them unread', async () => {
    const checker = tickets.service.app.get(DrawChecker);
    const [draw] = await storedPowerball('2026-08-19');
    expect(await checker.checkDraws('powerball', [draw!])).toEqual({ linesChecked: 3, resultsChanged: 0, ticketsCorrected: 0 });
    const corrected = { ...draw!, main: [7, 10, 21, 58, 61] };
    // A correction of a draw older than the correction's `from` (not recent) is checked again and recorded for nobody.
    expect(await checker.checkDraws('powerball', [corrected], { correction: { key: 'it-late', from: '2026-08-20' } })).toEqual({ linesChecked: 3, resultsChanged: 1, ticketsCorrected: 0 });
    const after = await ask<Ticket>(SUBJECTS.ticketsGet, { ...playerA, id: saved.id });
    expect(after.results.filter((result) => result.draw === '2026-08-19').map((result) => [result.tier, result.unread])).toEqual([
      ['4+1', true],
      ['2+1', false],
      [null, false],
    ]);
    // The draw corrected back, within `from`: the ticket whose result changed is recorded, once however often it is checked.
    const back = { correction: { key: 'it-back', from: '2026-08-19' } };
    expect(await checker.checkDraws('powerball', [draw!], back)).toEqual({ linesChecked: 3, resultsChanged: 1, ticketsCorrected: 1 });
    expect(await checker.checkDraws('powerball', [draw!], back)).toEqual({ linesChecked: 3, resultsChanged: 0, ticketsCorrected: 0 });
    const recorded = `from "${tickets.schema}".result_corrections where game = 'powerball'`;
    expect(await sql(`select correction_key, ticket_id, published_at ${recorded}`)).toEqual([{ correction_key: 'it-back', ticket_id: saved.id, published_at: null }]);
    // Told to nobody here (no event carried it): the rows go, so no later event of this test announces them.
    await sql(`delete ${recorded}`);
  });

  it('a save whose check of the stored draws never ran (the replica died after the commit) is checked by the sweep, once', async () => {
    const ticket = `"${tickets.schema}".tickets`;
    expect(await sql(`select 1 from ${ticket} where id = ? and stored_draws_checked_at is not null`, [saved.id])).toHaveLength(1);
    // The state a save leaves when its process dies between the commit and the check, a minute ago.
    await sql(`delete from "${tickets.schema}".line_results where ticket_id = ?`, [saved.id]);
    await sql(`update ${ticket} set stored_draws_checked_at = null, updated_at = now() - interval '1 minute' where id = ?`, [saved.id]);
    const sweep = tickets.service.app.get(StoredDrawsCheck);
    expect(await sweep.sweep()).toBe(1);
    const checked = await ask<Ticket>(SUBJECTS.ticketsGet, { ...playerA, id: saved.id });
    expect(checked.results.filter((result) => result.draw === '2026-08-19').map((result) => result.tier)).toEqual(['5+1', '2+1', null]);
    expect(await sql(`select 1 from ${ticket} where id = ? and stored_draws_checked_at is not null`, [saved.id])).toHaveLength(1);
    expect(await sweep.sweep()).toBe(0);
    await ask(SUBJECTS.ticketsMarkRead, { ...playerA, id: saved.id });
  });

  it('an update replaces the lines and checks them again; a delete removes the ticket and its results', async () => {
    const updated = await ask<Ticket>(SUBJECTS.ticketsUpdate, { ...playerA, id: saved.id, ticket: { game: 'powerball', lines: [TWO_PLUS_ONE], firstDrawDate: '2026-08-17', draws: 2, pricePerLine: 3 } });
    expect(updated).toMatchObject({ id: saved.id, firstDrawDate: '2026-08-17', lastDrawDate: '2026-08-19', pricePerLine: 3, cost: 6, status: 'past', nextDrawDate: null, drawsChecked: 2 });
    expect(updated.results.map((result) => [result.draw, result.tier])).toEqual([
      ['2026-08-19', '2+1'],
      ['2026-08-17', null],
    ]);
    await ask(SUBJECTS.ticketsDelete, { ...playerA, id: saved.id });
    expect(await codeOf(SUBJECTS.ticketsGet, { ...playerA, id: saved.id })).toBe('NOT_FOUND');
    expect(await sql(`select 1 from "${tickets.schema}".line_results where ticket_id = ?`, [saved.id])).toEqual([]);
  });
});

describe('saving', () => {
  const future = { game: 'euromillions', lines: [{ main: [1, 2, 3, 4, 5], special: [1, 2] }], firstDrawDate: '2027-03-02', draws: 4 };

  it('stores a device’s ticket (clientId) once however often it is sent', async () => {
    const clientId = randomUUID();
    const first = await create(playerB, { ...future, clientId });
    const again = await create(playerB, { ...future, clientId, label: 'sent twice' });
    expect(again.id).toBe(first.id);
    expect(again.label).toBeNull();
    expect(await sql(`select id from "${tickets.schema}".tickets where client_id = ?`, [clientId])).toHaveLength(1);
    expect(first).toMatchObject({ currency: 'EUR', lastDrawDate: '2027-03-12', status: 'active', nextDrawDate: '2027-03-02', drawsChecked: 0 });
  });

  it('takes a Superzahl of 0 and refuses lines that break the rules of the first draw date, with a 4xx code', async () => {
    await expect(create(playerB, { game: 'lotto-6aus49', lines: [{ main: [1, 2, 3, 4, 5, 6], special: [0] }], firstDrawDate: '2027-01-02', draws: 1 })).resolves.toMatchObject({ lines: [{ special: [0] }] });
    expect(await codeOf(SUBJECTS.ticketsCreate, { ...playerB, ticket: { ...future, lines: [{ main: [1, 2, 3, 4, 60], special: [1, 2] }] } })).toBe('VALIDATION');
    expect(await codeOf(SUBJECTS.ticketsCreate, { ...playerB, ticket: { ...future, draws: 10_000 } })).toBe('VALIDATION');
    expect(await codeOf(SUBJECTS.ticketsCreate, { ...playerB, ticket: { ...future, firstDrawDate: '1990-01-01' } })).toBe('VALIDATION');
    expect(await codeOf(SUBJECTS.ticketsGet, { ...playerB, id: 'not-a-uuid' })).toBe('VALIDATION');
  });
});

describe('limits', () => {
  const player = { userId: randomUUID(), sessionId: randomUUID() };
  // Powerball: Monday 2027-01-04, Wednesday 01-06, Saturday 01-09, at $2 a line.
  const week = { game: 'powerball', lines: [{ main: [1, 2, 3, 4, 5], special: [1] }], firstDrawDate: '2027-01-04', draws: 3 };
  const limits = (update: unknown) => ask<Limits>(SUBJECTS.ticketsLimitsUpdate, { ...player, update });
  const usd = (state: Limits) => state.budgets.find((budget) => budget.currency === 'USD')!;

  it('a lowering takes effect at once and a save over it is refused, naming the budget', async () => {
    expect(usd(await limits({ budgets: [{ currency: 'USD', weekly: 5, monthly: 50 }] }))).toMatchObject({ weekly: 5, monthly: 50, pending: null });
    const error = await nats.request(SUBJECTS.ticketsCreate, { ...player, ticket: week }).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ code: 'CONFLICT' });
    expect((error as Error).message).toContain('weekly budget of USD 5.00');
    expect((error as Error).message).toContain('USD 6.00');
    expect(await sql(`select 1 from "${tickets.schema}".tickets where user_id = ?`, [player.userId])).toEqual([]);
  });

  it('a raise waits 24 hours, then applies when its time has passed', async () => {
    const before = Date.now();
    const raised = usd(await limits({ budgets: [{ currency: 'USD', weekly: 10, monthly: 40 }], paused: true }));
    expect(raised).toMatchObject({ weekly: 5, monthly: 40, pending: { weekly: 10, monthly: 40 } });
    const effectiveAt = Date.parse(raised.pending!.effectiveAt);
    expect(effectiveAt).toBeGreaterThanOrEqual(before + 24 * 3_600_000);
    expect(effectiveAt).toBeLessThan(before + 25 * 3_600_000);
    expect(await codeOf(SUBJECTS.ticketsCreate, { ...player, ticket: week })).toBe('CONFLICT');

    await sql(`update "${tickets.schema}".budgets set pending_effective_at = now() - interval '1 minute' where user_id = ?`, [player.userId]);
    const now = await ask<Limits>(SUBJECTS.ticketsLimitsGet, player);
    expect(usd(now)).toMatchObject({ weekly: 10, monthly: 40, pending: null });
    expect(now.paused).toBe(true);
    await expect(create(player, week)).resolves.toMatchObject({ cost: 6 });
  });
});
