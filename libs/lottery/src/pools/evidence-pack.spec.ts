import { EVIDENCE_PACK_FORMAT, describeEvidenceProblem, verifyEvidencePack, type EvidencePack } from './evidence-pack.js';
import { SEAL_RECORD_FORMAT, agreementTextHash, canonicalSealRecord, memberNameHash, sealHash, sha256Hex, type SealRecord } from './seal-record.js';

const AGREEMENT = { en: 'Ana buys the tickets by 9 pm.', es: 'Ana compra los boletos antes de las 21:00.' };
const PHOTO = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

async function record(sequence: number, previousSealHash: string | null, date: string): Promise<SealRecord> {
  return {
    format: SEAL_RECORD_FORMAT,
    pool: { id: '4b1f6f0e-3a43-4f3b-9a36-4a8f1f7f5c01', name: 'Office' },
    draw: { game: 'powerball', date, salesCutoffAt: `${date}T03:00:00.000Z` },
    currency: 'USD',
    sequence,
    sealedAt: `${date}T02:00:00.000Z`,
    sealedBy: 'organiser',
    previousSealHash,
    agreement: { version: 1, textSha256: await agreementTextHash(AGREEMENT) },
    members: [
      { memberId: 'a1', nameSalt: '00ff', nameHash: await memberNameHash('00ff', 'Ana'), shares: 2, acceptedVersion: 1, acceptedAt: '2026-12-01T10:00:00.000Z', organiser: true },
      { memberId: 'b2', nameSalt: '11ee', nameHash: await memberNameHash('11ee', 'Bea'), shares: 1, acceptedVersion: 1, acceptedAt: '2026-12-01T11:00:00.000Z', organiser: false },
    ],
    tickets: [{ ticketId: 't1', lines: [{ main: [1, 2, 3, 4, 5], special: [6] }], linePrice: 200, photoSha256: await sha256Hex(PHOTO) }],
    contributions: [{ memberId: 'b2', amount: 200, recordedAt: '2026-12-01T12:00:00.000Z', confirmedAt: null }],
  };
}

async function pack(): Promise<EvidencePack> {
  const first = await record(1, null, '2026-12-05');
  const firstHash = await sealHash(first);
  const second = await record(2, firstHash, '2026-12-07');
  return {
    format: EVIDENCE_PACK_FORMAT,
    pool: first.pool,
    exportedAt: '2026-12-08T00:00:00.000Z',
    seals: [
      { hash: firstHash, record: first },
      { hash: await sealHash(second), record: second },
    ],
    agreements: [{ version: 1, ...AGREEMENT, textSha256: await agreementTextHash(AGREEMENT) }],
    photos: [{ sha256: await sha256Hex(PHOTO), mediaType: 'image/jpeg', base64: base64(PHOTO) }],
  };
}

describe('the canonical form and the hash', () => {
  it('is RFC 8785: keys sorted, no white space, whatever order the record was built in', async () => {
    const built = await record(1, null, '2026-12-05');
    const reordered = Object.fromEntries(Object.entries(built).reverse()) as unknown as SealRecord;
    expect(canonicalSealRecord(reordered)).toBe(canonicalSealRecord(built));
    expect(canonicalSealRecord(built)).toMatch(/^\{"agreement":\{"textSha256":"[0-9a-f]{64}","version":1\},"contributions":\[/);
    expect(canonicalSealRecord(built)).not.toMatch(/\s"|":\s/);
  });

  it('is SHA-256 of that text, as hex', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const built = await record(1, null, '2026-12-05');
    expect(await sealHash(built)).toBe(await sha256Hex(canonicalSealRecord(built)));
  });

  it('changes with any field: a share, a number of a line, a member’s name', async () => {
    const built = await record(1, null, '2026-12-05');
    const hash = await sealHash(built);
    const shares = structuredClone(built);
    shares.members[1]!.shares = 2;
    const line = structuredClone(built);
    line.tickets[0]!.lines[0]!.main[4] = 7;
    const name = structuredClone(built);
    name.members[0]!.nameHash = await memberNameHash('00ff', 'Anna');
    for (const changed of [shares, line, name]) expect(await sealHash(changed)).not.toBe(hash);
  });
});

describe('verifyEvidencePack', () => {
  it('passes an untouched pack', async () => {
    expect(await verifyEvidencePack(await pack())).toEqual({ valid: true, seals: 2, photos: 1, problems: [] });
  });

  it('names the seal whose record was altered, and only that one', async () => {
    const altered = await pack();
    altered.seals[0]!.record.members[1]!.shares = 5;
    const verdict = await verifyEvidencePack(altered);
    expect(verdict.valid).toBe(false);
    expect(verdict.problems).toEqual([expect.objectContaining({ kind: 'seal-hash', seal: { sequence: 1, game: 'powerball', date: '2026-12-05' } })]);
    expect(describeEvidenceProblem(verdict.problems[0]!)).toMatch(/^Seal 1 \(powerball 2026-12-05\): the record does not match its hash/);
  });

  it('finds a record rehashed to hide a change: the next seal’s link breaks', async () => {
    const altered = await pack();
    altered.seals[0]!.record.tickets[0]!.lines[0]!.main[0] = 9;
    altered.seals[0]!.hash = await sealHash(altered.seals[0]!.record);
    const verdict = await verifyEvidencePack(altered);
    expect(verdict.problems.map((problem) => problem.kind)).toEqual(['chain']);
    expect(describeEvidenceProblem(verdict.problems[0]!)).toMatch(/^Seal 2 \(powerball 2026-12-07\): it names the previous seal/);
  });

  it('finds a seal taken out of the chain', async () => {
    const cut = await pack();
    cut.seals.shift();
    const kinds = (await verifyEvidencePack(cut)).problems.map((problem) => problem.kind);
    expect(kinds).toEqual(['sequence', 'chain']);
  });

  it('names the photo whose bytes were changed, and the seal whose ticket lost it', async () => {
    const altered = await pack();
    const bytes = Uint8Array.from(PHOTO);
    bytes[5] = 0;
    altered.photos[0]!.base64 = base64(bytes);
    const problems = (await verifyEvidencePack(altered)).problems;
    expect(problems.map((problem) => problem.kind)).toEqual(['photo-hash', 'photo-missing', 'photo-missing']);
    expect(describeEvidenceProblem(problems[0]!)).toMatch(/^Photo 1: its bytes do not match its hash/);
  });

  it('finds an agreement text changed after it was accepted', async () => {
    const altered = await pack();
    altered.agreements[0]!.en = 'Ana keeps the prizes.';
    const problems = (await verifyEvidencePack(altered)).problems;
    expect(problems[0]).toEqual(expect.objectContaining({ kind: 'agreement-hash', version: 1 }));
    // Restated with the new text's hash, the seals still hold the old one.
    altered.agreements[0]!.textSha256 = await agreementTextHash({ en: altered.agreements[0]!.en, es: altered.agreements[0]!.es });
    expect((await verifyEvidencePack(altered)).problems.map((problem) => problem.kind)).toEqual(['agreement-sealed-hash', 'agreement-sealed-hash']);
  });

  it('refuses photo bytes that are not base64', async () => {
    const altered = await pack();
    altered.photos[0]!.base64 = '***';
    expect((await verifyEvidencePack(altered)).problems[0]).toEqual({ kind: 'photo-unreadable', photo: 1 });
  });
});
