import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EVIDENCE_PACK_FORMAT, SEAL_RECORD_FORMAT, agreementTextHash, sealHash, sha256Hex, type EvidencePack, type SealRecord } from '@pickwise/lottery';
import { POOL_VERIFY_USAGE, runPoolVerify } from './command.ts';

let directory: string;
const PHOTO = Buffer.from('photo bytes');

async function pack(): Promise<EvidencePack> {
  const agreement = { en: 'We share.', es: 'Compartimos.' };
  const record: SealRecord = {
    format: SEAL_RECORD_FORMAT,
    pool: { id: 'p1', name: 'Family' },
    draw: { game: 'uk-lotto', date: '2026-12-09', salesCutoffAt: '2026-12-09T19:30:00.000Z' },
    currency: 'GBP',
    sequence: 1,
    sealedAt: '2026-12-09T19:30:00.000Z',
    sealedBy: 'sales-cutoff',
    previousSealHash: null,
    agreement: { version: 1, textSha256: await agreementTextHash(agreement) },
    members: [{ memberId: 'm1', nameSalt: 'aa', nameHash: await sha256Hex('aaJo'), shares: 1, acceptedVersion: 1, acceptedAt: '2026-12-01T00:00:00.000Z', organiser: true }],
    tickets: [{ ticketId: 't1', lines: [{ main: [1, 2, 3, 4, 5, 6], special: [] }], linePrice: 200, photoSha256: await sha256Hex(PHOTO) }],
    contributions: [],
  };
  return {
    format: EVIDENCE_PACK_FORMAT,
    pool: record.pool,
    exportedAt: '2026-12-10T00:00:00.000Z',
    seals: [{ hash: await sealHash(record), record }],
    agreements: [{ version: 1, ...agreement, textSha256: await agreementTextHash(agreement) }],
    photos: [{ sha256: await sha256Hex(PHOTO), mediaType: 'image/jpeg', base64: PHOTO.toString('base64') }],
  };
}

async function run(args: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runPoolVerify(args, { log: (text) => stdout.push(text), error: (text) => stderr.push(text) });
  return { code, stdout, stderr };
}

async function written(content: string): Promise<string> {
  const file = path.join(directory, `${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, content);
  return file;
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'pool-verify-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('npm run pool:verify', () => {
  it('verifies an untouched pack and exits 0', async () => {
    const result = await run([await written(JSON.stringify(await pack()))]);
    expect(result).toEqual({ code: 0, stdout: ['Verified: 1 seals and 1 photos of pool "Family" (p1) match their hashes, each seal chained to the one before.'], stderr: [] });
  });

  it('says which seal was altered, byte by byte, and exits 1', async () => {
    const text = JSON.stringify(await pack());
    // One digit of a line changed in the file's text.
    const altered = text.replace('"main":[1,2,3,4,5,6]', '"main":[1,2,3,4,5,7]');
    expect(altered).not.toBe(text);
    const result = await run([await written(altered)]);
    expect(result.code).toBe(1);
    expect(result.stderr[0]).toBe('NOT VERIFIED: 1 problem in pool "Family" (p1):');
    expect(result.stderr[1]).toMatch(/^- Seal 1 \(uk-lotto 2026-12-09\): the record does not match its hash/);
  });

  it('says which photo was altered', async () => {
    const altered = await pack();
    altered.photos[0]!.base64 = Buffer.from('photo bytez').toString('base64');
    const result = await run([await written(JSON.stringify(altered))]);
    expect(result.code).toBe(1);
    expect(result.stderr.slice(1)).toEqual([expect.stringMatching(/^- Photo 1: its bytes do not match its hash/), expect.stringMatching(/^- Seal 1 \(uk-lotto 2026-12-09\): ticket t1's photo/)]);
  });

  it('refuses what is not a readable evidence pack with exit 2', async () => {
    expect(await run([])).toEqual({ code: 2, stdout: [], stderr: [POOL_VERIFY_USAGE] });
    expect((await run([path.join(directory, 'missing.json')])).stderr[0]).toMatch(/^Cannot read .*missing\.json: ENOENT/);
    expect((await run([await written('not json')])).stderr[0]).toMatch(/is not JSON/);
    const wrongShape = await run([await written(JSON.stringify({ format: 'something else' }))]);
    expect(wrongShape.code).toBe(2);
    expect(wrongShape.stderr[0]).toMatch(/is not an evidence pack: /);
  });
});
