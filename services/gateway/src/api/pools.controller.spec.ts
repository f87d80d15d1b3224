import { createHash, randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { EVIDENCE_PACK_FORMAT } from '@pickwise/lottery';
import { DomainError, SUBJECTS } from '@pickwise/contracts';
import type { NatsRequester } from '@pickwise/nest-kit';
import type { FastifyReply } from 'fastify';
import { PoolsController } from './pools.controller.js';

// The gateway's side of /api/pools: what it checks before NATS, what it asks, and the two answers it
// assembles itself (the photo's bytes, the evidence pack).

const user = { id: randomUUID(), sessionId: randomUUID(), email: null, role: 'user' as const, aal: 'aal1' as const, issuedAt: 0, expiresAt: 0 };
const signedIn = { user };
const caller = { userId: user.id, sessionId: user.sessionId };
const poolId = randomUUID();
const ticketId = randomUUID();

function controllerWith(answer: (subject: string, payload: Record<string, unknown>) => unknown = () => ({})) {
  const calls: { subject: string; payload: Record<string, unknown> }[] = [];
  const request = jest.fn(async (subject: string, payload: unknown) => {
    calls.push({ subject, payload: payload as Record<string, unknown> });
    return answer(subject, payload as Record<string, unknown>);
  });
  return { controller: new PoolsController({ request } as unknown as NatsRequester), calls };
}

function fakeReply() {
  const headers: Record<string, string> = {};
  const reply = {
    header(name: string, value: string) {
      headers[name.toLowerCase()] = value;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, headers };
}

/** The VALIDATION refusal a call throws: its message and the paths its issues name. */
async function refusal(call: () => Promise<unknown>) {
  const error = await call().then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  const { code, message, issues } = error as DomainError & { issues?: { path: unknown[] }[] };
  return { code, message, paths: issues?.map((issue) => issue.path) };
}

const photoOf = (bytes: Buffer) => ({ sha256: createHash('sha256').update(bytes).digest('hex'), mediaType: 'image/png' as const, base64: bytes.toString('base64') });

describe('PoolsController', () => {
  it('refuses a malformed id with a 400 naming the field, before any NATS request', async () => {
    const { controller, calls } = controllerWith();
    expect(await refusal(() => controller.get(signedIn, 'invitations'))).toMatchObject({ code: 'VALIDATION', message: 'poolId: Not a pool id', paths: [['poolId']] });
    expect(await refusal(() => controller.removeMember(signedIn, poolId, '1'))).toMatchObject({ message: 'memberId: Not a member id' });
    expect(await refusal(() => controller.deleteTicket(signedIn, poolId, 'x'))).toMatchObject({ message: 'ticketId: Not a pool ticket id' });
    expect(await refusal(() => controller.revokeInvitation(signedIn, poolId, 'x'))).toMatchObject({ message: 'invitationId: Not an invitation id' });
    expect(await refusal(() => controller.viewInvitation(signedIn, 'A'.repeat(42)))).toMatchObject({ message: 'token: Not an invitation' });
    expect(await refusal(() => controller.seal(signedIn, poolId, 'lotto', '2026-12-05'))).toMatchObject({ paths: [['game']] });
    expect(await refusal(() => controller.seal(signedIn, poolId, 'powerball', '2026-02-30'))).toMatchObject({ paths: [['date']] });
    expect(calls).toEqual([]);
  });

  it('reads the ids before the body, and names the body’s fields as the client sent them', async () => {
    const { controller, calls } = controllerWith();
    expect(await refusal(() => controller.update(signedIn, 'nope', { colour: 'red' }))).toMatchObject({ paths: [['poolId']] });
    expect(await refusal(() => controller.update(signedIn, poolId, { name: 'Office', colour: 'red' }))).toMatchObject({ code: 'VALIDATION', paths: [[]] });
    expect(await refusal(() => controller.create(signedIn, { name: '', games: ['powerball'], displayName: 'Ana' }))).toMatchObject({ paths: [['name']] });
    expect(await refusal(() => controller.create(signedIn, undefined))).toMatchObject({ code: 'VALIDATION' });
    expect(await refusal(() => controller.putContribution(signedIn, poolId, 'powerball', '2026-12-05', randomUUID(), { amountMinor: 1.5 }))).toMatchObject({ paths: [['amountMinor']] });
    expect(await refusal(() => controller.putPhoto(signedIn, poolId, ticketId, { mediaType: 'image/gif', base64: 'AAAA' }))).toMatchObject({ paths: [['mediaType']] });
    expect(calls).toEqual([]);
  });

  it('asks each operation’s subject with the caller, the ids and the parsed body', async () => {
    const { controller, calls } = controllerWith((subject) => (subject === SUBJECTS.poolsJoin ? { poolId } : {}));
    const memberId = randomUUID();
    const token = 'A'.repeat(43);
    await controller.create(signedIn, { name: ' Office ', games: ['powerball'], displayName: 'Ana' });
    await controller.join(signedIn, token, { displayName: 'Bo' });
    await controller.putContribution(signedIn, poolId, 'powerball', '2026-12-05', memberId, { amountMinor: 500 });
    await controller.leave(signedIn, poolId);
    expect(calls).toEqual([
      { subject: SUBJECTS.poolsCreate, payload: { ...caller, pool: { name: 'Office', games: ['powerball'], shareMode: 'equal', displayName: 'Ana' } } },
      { subject: SUBJECTS.poolsJoin, payload: { ...caller, token, join: { displayName: 'Bo' } } },
      { subject: SUBJECTS.poolsContributionPut, payload: { ...caller, poolId, game: 'powerball', date: '2026-12-05', memberId, contribution: { amountMinor: 500 } } },
      { subject: SUBJECTS.poolsLeave, payload: { ...caller, poolId } },
    ]);
  });

  it('answers a photo as its bytes, with its media type, its hash and private, no-store', async () => {
    const bytes = Buffer.from('\x89PNG a photo of a paper ticket');
    const { controller, calls } = controllerWith(() => photoOf(bytes));
    const { reply, headers } = fakeReply();
    expect(await controller.photo(signedIn, poolId, ticketId, reply)).toEqual(bytes);
    expect(headers).toEqual({ 'content-type': 'image/png', 'cache-control': 'private, no-store', 'x-content-sha256': photoOf(bytes).sha256 });
    expect(calls).toEqual([{ subject: SUBJECTS.poolsPhotoGet, payload: { ...caller, poolId, ticketId } }]);
  });

  it('never sends a photo whose bytes are not the hash it names', async () => {
    const { controller } = controllerWith(() => ({ ...photoOf(Buffer.from('one')), base64: Buffer.from('another').toString('base64') }));
    expect(await refusal(() => controller.photo(signedIn, poolId, ticketId, fakeReply().reply))).toMatchObject({ code: 'INTERNAL' });
  });

  it('assembles the evidence pack: the records, then each photo once, one request after another', async () => {
    const first = Buffer.from('first photo');
    const second = Buffer.from('second photo');
    const [ticketA, ticketB, ticketC] = [randomUUID(), randomUUID(), randomUUID()];
    const photos = new Map<string, ReturnType<typeof photoOf>>([
      [ticketA, photoOf(first)],
      [ticketB, photoOf(second)],
      [ticketC, photoOf(first)],
    ]);
    const records = {
      format: EVIDENCE_PACK_FORMAT,
      pool: { id: poolId, name: 'Office' },
      exportedAt: '2026-12-07T10:00:00.000Z',
      seals: [],
      agreements: [{ version: 1, en: 'We share.', es: 'Compartimos.', textSha256: 'a'.repeat(64) }],
      photos: [...photos].map(([id, photo]) => ({ ticketId: id, sha256: photo.sha256 })),
    };
    let inFlight = 0;
    const { controller, calls } = controllerWith((subject, payload) => {
      if (subject === SUBJECTS.poolsEvidence) return records;
      expect(++inFlight).toBe(1);
      inFlight -= 1;
      return photos.get(payload['ticketId'] as string);
    });
    const { reply, headers } = fakeReply();
    const pack = await controller.evidence(signedIn, poolId, reply);
    expect(calls.map(({ subject, payload }) => [subject, payload['ticketId']])).toEqual([
      [SUBJECTS.poolsEvidence, undefined],
      [SUBJECTS.poolsPhotoGet, ticketA],
      [SUBJECTS.poolsPhotoGet, ticketB],
    ]);
    expect(pack).toEqual({ ...records, photos: [photoOf(first), photoOf(second)] });
    expect(headers).toEqual({ 'content-type': 'application/json; charset=utf-8', 'content-disposition': `attachment; filename="pickwise-pool-${poolId}.json"`, 'cache-control': 'no-store' });
  });

  it('sends no pack whose photo is not the one its seal names', async () => {
    const records = { format: EVIDENCE_PACK_FORMAT, pool: { id: poolId, name: 'Office' }, exportedAt: '2026-12-07T10:00:00.000Z', seals: [], agreements: [], photos: [{ ticketId, sha256: 'b'.repeat(64) }] };
    const { controller } = controllerWith((subject) => (subject === SUBJECTS.poolsEvidence ? records : photoOf(Buffer.from('another'))));
    expect(await refusal(() => controller.evidence(signedIn, poolId, fakeReply().reply))).toMatchObject({ code: 'INTERNAL' });
  });
});
