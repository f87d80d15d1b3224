// Pools (issue 36) in the tickets service, on the real NATS and PostgreSQL, asked over NATS as the
// gateway asks: members and invitations, the agreement accepted word for word, tickets with a
// photo, the seal (by the organiser and at the sales cutoff, exactly once with two sweeps at a
// time), a change after the seal refused, the evidence pack verified and its tampering found, the
// results of a drawn draw checked and split, and an outsider refused on every subject alike.
import { randomUUID } from 'node:crypto';
import { DomainError, SUBJECTS, evidencePackSchema, type Pool, type PoolList } from '@pickwise/contracts';
import { agreementTextHash, findGame, prizeTableOn, salesCutoffAt, scheduledDrawDates, sealHash, sha256Hex, splitPrize, verifyEvidencePack, type EvidencePack, type Game, type SealRecord } from '@pickwise/lottery';
import type { NatsRequester } from '@pickwise/nest-kit';
import { DrawChecker } from '../../services/tickets/src/checking/draw-checker.js';
import { TicketsDatabase } from '../../services/tickets/src/database/tickets-database.js';
import { Budgets } from '../../services/tickets/src/limits/budgets.js';
import { PersonalDataService } from '../../services/tickets/src/personal-data/personal-data.service.js';
import { PoolSealsService } from '../../services/tickets/src/pools/pool-seals.service.js';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { natsCaller, startTestTickets, startTestTicketsReplica, type TestService } from '../support/services.js';

let tickets: TestService;
let caller: ReturnType<typeof natsCaller>;
let nats: NatsRequester;

const person = () => ({ userId: randomUUID(), sessionId: randomUUID() });
const ana = person();
const bea = person();
const cai = person();
const outsider = person();
const powerball = findGame('powerball') as Game;
const DAY = 86_400_000;
// The next Powerball draws at least two days ahead: open, whatever day the test runs.
const [firstDraw, secondDraw, thirdDraw] = scheduledDrawDates(powerball, new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10), new Date(Date.now() + 12 * DAY).toISOString().slice(0, 10)) as [string, string, string];
const LINE = { main: [3, 14, 15, 26, 53], special: [5] };
const OTHER = { main: [1, 2, 3, 4, 5], special: [6] };
const PHOTO = Buffer.from('a paper ticket, as the screen scaled it');
const price = Math.round(prizeTableOn('powerball', firstDraw)!.ticketPrice * 100);

const ask = <T>(subject: string, payload: unknown) => nats.request(subject, payload) as Promise<T>;
async function codeOf(subject: string, payload: unknown): Promise<string> {
  const error = await nats.request(subject, payload).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).code;
}
const sql = <T>(query: string, params: unknown[] = []) => tickets.em.getConnection().execute<T[]>(query, params);
const seals = () => tickets.service.app.get(PoolSealsService);

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.poolsList]);
  tickets = await startTestTickets();
  caller = natsCaller();
  nats = caller.requester;
});

afterAll(async () => {
  await caller?.close();
  await tickets?.stop();
});

describe('a pool from creation to its sealed, checked and split draw', () => {
  let pool: Pool;
  let token: string;
  let beaId: string;

  it('is made with its organiser as first member and the template agreement accepted by them', async () => {
    pool = await ask<Pool>(SUBJECTS.poolsCreate, { ...ana, pool: { name: 'Office', games: ['powerball'], shareMode: 'shares', displayName: 'Ana' } });
    expect(pool).toMatchObject({ name: 'Office', games: ['powerball'], shareMode: 'shares', me: { organiser: true, status: 'active' }, draws: [] });
    expect(pool.members).toEqual([expect.objectContaining({ displayName: 'Ana', organiser: true, acceptedVersion: 1, shares: 1 })]);
    expect(pool.agreement.textSha256).toBe(await agreementTextHash({ en: pool.agreement.en, es: pool.agreement.es }));
    expect(pool.agreement.es).toMatch(/^Acuerdo de la peña/);
  });

  it('invites by a link whose token shows only the invitation; joining waits for approval', async () => {
    const invitation = await ask<{ token: string }>(SUBJECTS.poolsInvitationCreate, { ...ana, poolId: pool.id, invitation: { hours: 2 } });
    token = invitation.token;
    const stored = await sql<{ token_sha256: string }>(`select token_sha256 from "${tickets.schema}".pool_invitations`);
    expect(stored.map((row) => row.token_sha256)).toEqual([await sha256Hex(token)]);
    const view = await ask<{ poolName: string; organiserName: string; members: number }>(SUBJECTS.poolsInvitationView, { ...bea, token });
    expect(view).toMatchObject({ poolName: 'Office', organiserName: 'Ana', members: 1 });
    expect(view).not.toHaveProperty('draws');
    await ask(SUBJECTS.poolsJoin, { ...bea, token, join: { displayName: 'Bea' } });
    await ask(SUBJECTS.poolsJoin, { ...cai, token, join: { displayName: 'Cai' } });
    // Pending: the pool is still unknown to them.
    expect(await codeOf(SUBJECTS.poolsGet, { ...bea, poolId: pool.id })).toBe('NOT_FOUND');
    pool = await ask<Pool>(SUBJECTS.poolsGet, { ...ana, poolId: pool.id });
    beaId = pool.members.find((member) => member.displayName === 'Bea')!.memberId;
    const caiId = pool.members.find((member) => member.displayName === 'Cai')!.memberId;
    await ask(SUBJECTS.poolsMemberApprove, { ...ana, poolId: pool.id, memberId: beaId });
    await ask(SUBJECTS.poolsMemberApprove, { ...ana, poolId: pool.id, memberId: caiId });
    pool = await ask<Pool>(SUBJECTS.poolsMemberShares, { ...ana, poolId: pool.id, memberId: beaId, shares: { shares: 2 } });
    expect(pool.members.map((member) => [member.displayName, member.status, member.shares])).toEqual([
      ['Ana', 'active', 1],
      ['Bea', 'active', 2],
      ['Cai', 'active', 1],
    ]);
  });

  it('a revoked invitation shows nothing and admits nobody', async () => {
    const { invitations } = await ask<{ invitations: { id: string }[] }>(SUBJECTS.poolsInvitationList, { ...ana, poolId: pool.id });
    await ask(SUBJECTS.poolsInvitationRevoke, { ...ana, poolId: pool.id, invitationId: invitations[0]!.id });
    expect(await codeOf(SUBJECTS.poolsInvitationView, { ...outsider, token })).toBe('NOT_FOUND');
    expect(await codeOf(SUBJECTS.poolsJoin, { ...outsider, token, join: { displayName: 'Eve' } })).toBe('NOT_FOUND');
  });

  it('counts a member in a draw only once they accept the agreement in force word for word', async () => {
    expect(await codeOf(SUBJECTS.poolsAgreementAccept, { ...bea, poolId: pool.id, accept: { version: 1, textSha256: await sha256Hex('another text') } })).toBe('CONFLICT');
    await ask(SUBJECTS.poolsAgreementAccept, { ...bea, poolId: pool.id, accept: { version: 1, textSha256: pool.agreement.textSha256 } });
    // Cai has not accepted: the open draw's statement holds Ana and Bea only.
    pool = await ask<Pool>(SUBJECTS.poolsTicketCreate, { ...ana, poolId: pool.id, ticket: { game: 'powerball', drawDate: firstDraw, lines: [LINE, OTHER], origin: 'generated' } });
    const draw = pool.draws[0]!;
    expect(draw).toMatchObject({ game: 'powerball', date: firstDraw, status: 'open', seal: null, spendMinor: 2 * price, results: null });
    expect(draw.statement.map((row) => row.spendMinor)).toEqual(splitPrize(2 * price, [{ memberId: 'a', shares: 1 }, { memberId: 'b', shares: 2 }]).map((part) => part.amount));
  });

  it('moves a ticket of one draw from the organiser’s My tickets into the pool, and keeps one of several draws there', async () => {
    const saved = async (draws: number) => {
      const id = randomUUID();
      await sql(
        `insert into "${tickets.schema}".tickets (id, user_id, game, first_draw_date, last_draw_date, draw_dates, draws, price_per_line, currency) values (?, ?, 'powerball', ?, ?, ?::date[], ?, 2, 'USD')`,
        [id, ana.userId, firstDraw, firstDraw, `{${firstDraw}}`, draws],
      );
      await sql(`insert into "${tickets.schema}".ticket_lines (ticket_id, line_index, main, special) values (?, 0, '{9,19,29,39,49}', '{9}')`, [id]);
      return id;
    };
    const one = await saved(1);
    pool = await ask<Pool>(SUBJECTS.poolsTicketCreate, { ...ana, poolId: pool.id, ticket: { game: 'powerball', drawDate: firstDraw, fromTicketId: one } });
    const moved = pool.draws[0]!.tickets.at(-1)!;
    expect(moved).toMatchObject({ lines: [{ main: [9, 19, 29, 39, 49], special: [9] }], origin: 'my-tickets' });
    expect(await sql(`select id from "${tickets.schema}".tickets where id = ?`, [one])).toEqual([]);
    const several = await saved(3);
    expect(await codeOf(SUBJECTS.poolsTicketCreate, { ...ana, poolId: pool.id, ticket: { game: 'powerball', drawDate: firstDraw, fromTicketId: several } })).toBe('CONFLICT');
    expect(await codeOf(SUBJECTS.poolsTicketCreate, { ...bea, poolId: pool.id, ticket: { game: 'powerball', drawDate: firstDraw, fromTicketId: several } })).toBe('FORBIDDEN');
    expect(await codeOf(SUBJECTS.poolsTicketCreate, { ...ana, poolId: pool.id, ticket: { game: 'powerball', drawDate: firstDraw, fromTicketId: randomUUID() } })).toBe('NOT_FOUND');
    expect(await codeOf(SUBJECTS.poolsTicketCreate, { ...ana, poolId: pool.id, ticket: { game: 'powerball', drawDate: firstDraw, fromTicketId: several, lines: [LINE] } })).toBe('VALIDATION');
    pool = await ask<Pool>(SUBJECTS.poolsTicketDelete, { ...ana, poolId: pool.id, ticketId: moved.id });
  });

  it('only the organiser changes the pool; a member is refused, an outsider finds nothing', async () => {
    const ticket = { game: 'powerball', drawDate: firstDraw, lines: [LINE] };
    expect(await codeOf(SUBJECTS.poolsTicketCreate, { ...bea, poolId: pool.id, ticket })).toBe('FORBIDDEN');
    expect(await codeOf(SUBJECTS.poolsTicketCreate, { ...outsider, poolId: pool.id, ticket })).toBe('NOT_FOUND');
    expect(await codeOf(SUBJECTS.poolsGet, { ...outsider, poolId: randomUUID() })).toBe('NOT_FOUND');
  });

  it('records the photo’s SHA-256, and contributions the members confirm', async () => {
    const ticketId = pool.draws[0]!.tickets[0]!.id;
    pool = await ask<Pool>(SUBJECTS.poolsPhotoPut, { ...ana, poolId: pool.id, ticketId, photo: { mediaType: 'image/jpeg', base64: PHOTO.toString('base64') } });
    expect(pool.draws[0]!.tickets[0]!.photo).toEqual({ sha256: await sha256Hex(PHOTO), mediaType: 'image/jpeg' });
    const photo = await ask<{ base64: string }>(SUBJECTS.poolsPhotoGet, { ...bea, poolId: pool.id, ticketId });
    expect(Buffer.from(photo.base64, 'base64')).toEqual(PHOTO);
    await ask(SUBJECTS.poolsContributionPut, { ...ana, poolId: pool.id, game: 'powerball', date: firstDraw, memberId: beaId, contribution: { amountMinor: 267 } });
    pool = await ask<Pool>(SUBJECTS.poolsContributionConfirm, { ...bea, poolId: pool.id, game: 'powerball', date: firstDraw });
    expect(pool.draws[0]!.contributions).toEqual([expect.objectContaining({ memberId: beaId, amountMinor: 267, confirmedAt: expect.any(String) })]);
  });

  it('seals by the organiser: the record holds the members who count, the lines, the photo’s hash and no previous seal', async () => {
    pool = await ask<Pool>(SUBJECTS.poolsSeal, { ...ana, poolId: pool.id, game: 'powerball', date: firstDraw });
    const draw = pool.draws[0]!;
    expect(draw.status).toBe('sealed');
    const [row] = await sql<{ record: string; hash: string }>(`select record, hash from "${tickets.schema}".pool_seals`);
    const record = JSON.parse(row!.record) as SealRecord;
    expect(draw.seal).toMatchObject({ hash: row!.hash, sequence: 1, sealedBy: 'organiser' });
    expect(await sealHash(record)).toBe(row!.hash);
    expect(record).toMatchObject({ sequence: 1, previousSealHash: null, currency: 'USD', draw: { game: 'powerball', date: firstDraw, salesCutoffAt: salesCutoffAt('powerball', firstDraw).toISOString() } });
    expect(record.members.map((member) => member.shares)).toEqual([1, 2]);
    expect(JSON.stringify(record)).not.toMatch(/Ana|Bea|Cai/);
    expect(record.tickets[0]).toEqual({ ticketId: draw.tickets[0]!.id, lines: [LINE, OTHER], linePrice: price, photoSha256: await sha256Hex(PHOTO) });
  });

  it('refuses every change of the sealed draw, and sealing again answers the same seal', async () => {
    const ticketId = pool.draws[0]!.tickets[0]!.id;
    const sealed = { ...ana, poolId: pool.id, game: 'powerball', date: firstDraw };
    expect(await codeOf(SUBJECTS.poolsTicketCreate, { ...ana, poolId: pool.id, ticket: { game: 'powerball', drawDate: firstDraw, lines: [LINE] } })).toBe('CONFLICT');
    expect(await codeOf(SUBJECTS.poolsTicketDelete, { ...ana, poolId: pool.id, ticketId })).toBe('CONFLICT');
    expect(await codeOf(SUBJECTS.poolsPhotoPut, { ...ana, poolId: pool.id, ticketId, photo: { mediaType: 'image/png', base64: 'AAAA' } })).toBe('CONFLICT');
    expect(await codeOf(SUBJECTS.poolsContributionPut, { ...sealed, memberId: beaId, contribution: { amountMinor: 1 } })).toBe('CONFLICT');
    const again = await ask<Pool>(SUBJECTS.poolsSeal, sealed);
    expect(again.draws[0]!.seal).toEqual(pool.draws[0]!.seal);
  });

  it('a removed member stays in the sealed record and is out of the next draw', async () => {
    const caiId = pool.members.find((member) => member.displayName === 'Cai')!.memberId;
    pool = await ask<Pool>(SUBJECTS.poolsMemberRemove, { ...ana, poolId: pool.id, memberId: beaId });
    expect(pool.members.find((member) => member.memberId === beaId)!.status).toBe('removed');
    expect(pool.draws[0]!.seal!.memberIds).toContain(beaId);
    await ask(SUBJECTS.poolsAgreementAccept, { ...cai, poolId: pool.id, accept: { version: 1, textSha256: pool.agreement.textSha256 } });
    pool = await ask<Pool>(SUBJECTS.poolsTicketCreate, { ...ana, poolId: pool.id, ticket: { game: 'powerball', drawDate: secondDraw, lines: [LINE] } });
    const next = pool.draws.find((draw) => draw.date === secondDraw)!;
    expect(next.statement.map((row) => row.memberId)).toEqual([pool.me.memberId, caiId]);
    // Bea still reads the pool and its records.
    expect((await ask<Pool>(SUBJECTS.poolsGet, { ...bea, poolId: pool.id })).me.status).toBe('removed');
  });

  it('seals the next draw at its sales cutoff exactly once, with two replicas sweeping at the same time, chained to the first', async () => {
    const cutoff = salesCutoffAt('powerball', secondDraw);
    expect(await seals().sealDue(new Date(cutoff.getTime() - 1_000))).toBe(0);
    const replica = await startTestTicketsReplica(tickets);
    try {
      const counts = await Promise.all([seals().sealDue(cutoff), replica.app.get(PoolSealsService).sealDue(cutoff), seals().sealDue(cutoff)]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    } finally {
      await replica.close();
    }
    const rows = await sql<{ sequence: number; record: string }>(`select sequence, record from "${tickets.schema}".pool_seals order by sequence`);
    expect(rows.map((row) => row.sequence)).toEqual([1, 2]);
    const second = JSON.parse(rows[1]!.record) as SealRecord;
    expect(second).toMatchObject({ sealedBy: 'sales-cutoff', sealedAt: cutoff.toISOString(), previousSealHash: pool.draws.find((draw) => draw.date === firstDraw)!.seal!.hash });
  });

  it('gives an evidence pack that verifies, and names the record or photo changed in it', async () => {
    const records = await ask<{ photos: { ticketId: string; sha256: string }[] } & Omit<EvidencePack, 'photos'>>(SUBJECTS.poolsEvidence, { ...bea, poolId: pool.id });
    const photos = await Promise.all(records.photos.map(async ({ ticketId }) => ask<{ sha256: string; mediaType: string; base64: string }>(SUBJECTS.poolsPhotoGet, { ...bea, poolId: pool.id, ticketId })));
    const pack = evidencePackSchema.parse({ ...records, photos }) as EvidencePack;
    expect(await verifyEvidencePack(pack)).toEqual({ valid: true, seals: 2, photos: 1, problems: [] });
    const tampered = structuredClone(pack);
    tampered.seals[0]!.record.members[1]!.shares = 1;
    expect((await verifyEvidencePack(tampered)).problems).toEqual([expect.objectContaining({ kind: 'seal-hash', seal: { sequence: 1, game: 'powerball', date: firstDraw } })]);
  });

  it('checks the sealed tickets when the draw arrives and splits the prize by the sealed shares', async () => {
    // The first draw as drawn: LINE holds 3 main numbers and the Powerball.
    const drawn = { game: 'powerball', draw_date: firstDraw, main: [3, 14, 15, 60, 61], special: [5], bonus: [], jackpot: null, jackpot_currency: null, source: 'test' };
    const checker = tickets.service.app.get(DrawChecker);
    expect((await checker.checkDraws('powerball', [drawn], { tickets: 'pool' })).linesChecked).toBe(2);
    // A redelivered draw changes nothing.
    expect((await checker.checkDraws('powerball', [drawn], { tickets: 'pool' })).resultsChanged).toBe(0);
    await sql(`insert into "${tickets.schema}".checked_draws (game, draw_date) values ('powerball', ?) on conflict do nothing`, [firstDraw]);
    pool = await ask<Pool>(SUBJECTS.poolsGet, { ...ana, poolId: pool.id });
    const draw = pool.draws.find((row) => row.date === firstDraw)!;
    const tier = prizeTableOn('powerball', firstDraw)!.tiers.find((row) => row.id === '3+1')!;
    const amount = Math.round((tier.prize as { amount: number }).amount * 100);
    expect(draw.results).toEqual({ prizes: [{ ticketId: draw.tickets[0]!.id, line: 0, tier: '3+1', kind: 'fixed', amountMinor: amount }], wonMinor: amount, amountsPending: 0, claimNeeded: false });
    // By the sealed shares (Ana 1, Bea 2), though Bea has since been removed.
    const split = splitPrize(amount, draw.seal!.memberIds.map((memberId, index) => ({ memberId, shares: index === 0 ? 1 : 2 })));
    expect(draw.statement.map((row) => row.winningsMinor)).toEqual(split.map((part) => part.amount));
  });

  it('lists the caller’s pools with the newest seal, and none of an outsider', async () => {
    const list = await ask<PoolList>(SUBJECTS.poolsList, ana);
    expect(list.pools).toEqual([expect.objectContaining({ id: pool.id, organiser: true, members: 2, lastSeal: { game: 'powerball', date: secondDraw, hash: expect.stringMatching(/^[0-9a-f]{64}$/) } })]);
    expect((await ask<PoolList>(SUBJECTS.poolsList, outsider)).pools).toEqual([]);
  });

  it('answers an outsider NOT_FOUND on every subject that names the pool', async () => {
    const ref = { ...outsider, poolId: pool.id };
    const draw = { ...ref, game: 'powerball', date: secondDraw };
    const someone = randomUUID();
    const requests: [string, unknown][] = [
      [SUBJECTS.poolsGet, ref],
      [SUBJECTS.poolsUpdate, { ...ref, update: { name: 'Mine' } }],
      [SUBJECTS.poolsInvitationCreate, { ...ref, invitation: {} }],
      [SUBJECTS.poolsInvitationList, ref],
      [SUBJECTS.poolsInvitationRevoke, { ...ref, invitationId: someone }],
      [SUBJECTS.poolsMemberApprove, { ...ref, memberId: someone }],
      [SUBJECTS.poolsMemberShares, { ...ref, memberId: someone, shares: { shares: 3 } }],
      [SUBJECTS.poolsMemberRemove, { ...ref, memberId: someone }],
      [SUBJECTS.poolsLeave, ref],
      [SUBJECTS.poolsAgreementCreate, { ...ref, agreement: { en: 'x', es: 'x' } }],
      [SUBJECTS.poolsAgreementAccept, { ...ref, accept: { version: 1, textSha256: pool.agreement.textSha256 } }],
      [SUBJECTS.poolsTicketDelete, { ...ref, ticketId: someone }],
      [SUBJECTS.poolsPhotoGet, { ...ref, ticketId: pool.draws[0]!.tickets[0]!.id }],
      [SUBJECTS.poolsSeal, draw],
      [SUBJECTS.poolsContributionConfirm, draw],
      [SUBJECTS.poolsEvidence, ref],
    ];
    for (const [subject, payload] of requests) expect([subject, await codeOf(subject, payload)]).toEqual([subject, 'NOT_FOUND']);
  });

  it('an organiser’s deleted account leaves every seal intact, the name erased and the pool to the longest-standing member', async () => {
    const before = await sql<{ hash: string; record: string }>(`select hash, record from "${tickets.schema}".pool_seals order by sequence`);
    await tickets.service.app.get(PersonalDataService).erase(ana.userId);
    const members = await sql<{ user_id: string | null; display_name: string | null; status: string; organiser: boolean }>(`select user_id, display_name, status, organiser from "${tickets.schema}".pool_members order by joined_at`);
    expect(members.filter((member) => member.user_id === null)).toEqual([{ user_id: null, display_name: null, status: 'removed', organiser: false }]);
    expect(members.find((member) => member.display_name === 'Cai')).toMatchObject({ status: 'active', organiser: true });
    expect(await sql(`select hash, record from "${tickets.schema}".pool_seals order by sequence`)).toEqual(before);
    for (const seal of before) expect(await sealHash(JSON.parse(seal.record) as SealRecord)).toBe(seal.hash);
    expect((await ask<Pool>(SUBJECTS.poolsGet, { ...cai, poolId: pool.id })).me.organiser).toBe(true);
  });
});

describe('a member’s budgets and pause', () => {
  const dan = person();
  const eva = person();
  const fay = person();
  let pool: Pool;

  beforeAll(async () => {
    pool = await ask<Pool>(SUBJECTS.poolsCreate, { ...dan, pool: { name: 'Family', games: ['powerball'], displayName: 'Dan' } });
    const { token } = await ask<{ token: string }>(SUBJECTS.poolsInvitationCreate, { ...dan, poolId: pool.id, invitation: {} });
    for (const [member, name] of [[eva, 'Eva'], [fay, 'Fay']] as const) {
      await ask(SUBJECTS.poolsJoin, { ...member, token, join: { displayName: name } });
      pool = await ask<Pool>(SUBJECTS.poolsGet, { ...dan, poolId: pool.id });
      await ask(SUBJECTS.poolsMemberApprove, { ...dan, poolId: pool.id, memberId: pool.members.find((row) => row.displayName === name)!.memberId });
      await ask(SUBJECTS.poolsAgreementAccept, { ...member, poolId: pool.id, accept: { version: 1, textSha256: pool.agreement.textSha256 } });
    }
    // Eva's weekly budget is $3 (a lower budget applies at once); Fay has paused.
    await ask(SUBJECTS.ticketsLimitsUpdate, { ...eva, update: { budgets: [{ currency: 'USD', weekly: 3, monthly: null }] } });
    await ask(SUBJECTS.ticketsLimitsUpdate, { ...fay, update: { paused: true } });
    // Three lines: $6, $2 each among three, $3 each among two.
    pool = await ask<Pool>(SUBJECTS.poolsTicketCreate, { ...dan, poolId: pool.id, ticket: { game: 'powerball', drawDate: thirdDraw, lines: [LINE, OTHER, { main: [7, 8, 9, 10, 11], special: [1] }] } });
  });

  const idOf = (name: string) => pool.members.find((member) => member.displayName === name)!.memberId;

  it('a paused member sits the draw out, and the others’ shares are split without them', () => {
    const draw = pool.draws[0]!;
    expect(draw.sittingOut).toEqual([{ memberId: idOf('Fay'), reason: 'paused' }]);
    expect(draw.statement).toEqual([
      { memberId: idOf('Dan'), spendMinor: 3 * price / 2, winningsMinor: 0 },
      { memberId: idOf('Eva'), spendMinor: 3 * price / 2, winningsMinor: 0 },
    ]);
  });

  it('a member whose share would pass a budget sits out; the seal holds the others, and the budgets count their shares', async () => {
    await ask(SUBJECTS.ticketsLimitsUpdate, { ...eva, update: { budgets: [{ currency: 'USD', weekly: 2.99, monthly: null }] } });
    pool = await ask<Pool>(SUBJECTS.poolsGet, { ...dan, poolId: pool.id });
    expect(pool.draws[0]!.sittingOut).toEqual([
      { memberId: idOf('Fay'), reason: 'paused' },
      { memberId: idOf('Eva'), reason: 'budget' },
    ]);
    pool = await ask<Pool>(SUBJECTS.poolsSeal, { ...dan, poolId: pool.id, game: 'powerball', date: thirdDraw });
    expect(pool.draws[0]!.seal!.memberIds).toEqual([idOf('Dan')]);
    const shares = await sql<{ member_id: string; amount_minor: number }>(`select member_id, amount_minor from "${tickets.schema}".pool_spend_shares where pool_id = ?`, [pool.id]);
    expect(shares).toEqual([{ member_id: idOf('Dan'), amount_minor: 3 * price }]);
    // Dan's saved ticket of one line that week would now pass a weekly budget of the pool's spend plus a dollar.
    await ask(SUBJECTS.ticketsLimitsUpdate, { ...dan, update: { budgets: [{ currency: 'USD', weekly: (3 * price) / 100 + 1, monthly: null }] } });
    const budgets = tickets.service.app.get(Budgets);
    const over = await budgets.overBudget(await tickets.service.app.get(TicketsDatabase).pool(), dan.userId, 'USD', [thirdDraw], price / 100, new Date());
    expect(over).toMatch(new RegExp(`would reach USD ${((3 * price + price) / 100).toFixed(2)} with this ticket \\(USD ${((3 * price) / 100).toFixed(2)} already on your tickets and pools`));
    expect(await budgets.overBudget(await tickets.service.app.get(TicketsDatabase).pool(), eva.userId, 'USD', [thirdDraw], 2.99, new Date())).toBeUndefined();
  });
});

describe('a member of two pools sealed in the same sweep', () => {
  const gus = person();
  const hal = person();

  it('has the first pool’s share counted in the second’s budget check, and sits the second out', async () => {
    const pools: Pool[] = [];
    for (const name of ['Office', 'Club']) {
      let pool = await ask<Pool>(SUBJECTS.poolsCreate, { ...gus, pool: { name, games: ['powerball'], displayName: 'Gus' } });
      const { token } = await ask<{ token: string }>(SUBJECTS.poolsInvitationCreate, { ...gus, poolId: pool.id, invitation: {} });
      await ask(SUBJECTS.poolsJoin, { ...hal, token, join: { displayName: 'Hal' } });
      pool = await ask<Pool>(SUBJECTS.poolsGet, { ...gus, poolId: pool.id });
      await ask(SUBJECTS.poolsMemberApprove, { ...gus, poolId: pool.id, memberId: pool.members.find((row) => row.displayName === 'Hal')!.memberId });
      await ask(SUBJECTS.poolsAgreementAccept, { ...hal, poolId: pool.id, accept: { version: 1, textSha256: pool.agreement.textSha256 } });
      pools.push(await ask<Pool>(SUBJECTS.poolsTicketCreate, { ...gus, poolId: pool.id, ticket: { game: 'powerball', drawDate: thirdDraw, lines: [LINE] } }));
    }
    // One line between two is half a line each: Hal's week holds one such share, not two.
    await ask(SUBJECTS.ticketsLimitsUpdate, { ...hal, update: { budgets: [{ currency: 'USD', weekly: (1.5 * price) / 2 / 100, monthly: null }] } });
    expect(await seals().sealDue(salesCutoffAt('powerball', thirdDraw))).toBeGreaterThanOrEqual(2);

    const sealed = await Promise.all(pools.map((pool) => ask<Pool>(SUBJECTS.poolsGet, { ...gus, poolId: pool.id })));
    const withHal = sealed.filter((pool) => pool.draws[0]!.seal!.memberIds.length === 2);
    expect(withHal).toHaveLength(1);
    const halShares = await sql<{ amount_minor: number }>(`select amount_minor from "${tickets.schema}".pool_spend_shares where user_id = ?`, [hal.userId]);
    expect(halShares).toEqual([{ amount_minor: price / 2 }]);
  });
});
