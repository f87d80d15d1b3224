import { createHash } from 'node:crypto';
import { findGame, type Game } from '@pickwise/lottery';
import { loadConfig, type ProviderHttpClient } from '@pickwise/nest-kit';
import { drawReadersFor } from '@pickwise/providers';
import { ingestionEnvSchema } from '../config.js';
import type { ProviderClients } from '../providers/provider-clients.js';
import { ProviderFetch } from './provider-fetch.js';

const eurojackpot = findGame('eurojackpot') as Game;
const lottoland = drawReadersFor('eurojackpot').find((reader) => reader.id === 'lottoland')!;
const magayo = drawReadersFor('eurojackpot').find((reader) => reader.id === 'magayo')!;
const sha256 = (text: string) => createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex');

/** A ProviderFetch whose clients answer `bodies` in turn. */
function fetchWith(bodies: string[], env: Record<string, string> = {}) {
  const answers = [...bodies];
  const client = { get: async () => ({ status: 200, contentType: 'application/json', body: answers.shift() ?? '' }) } as unknown as ProviderHttpClient;
  const clients = { for: () => client } as unknown as ProviderClients;
  return new ProviderFetch(clients, loadConfig(ingestionEnvSchema, env));
}

// Non-ASCII on purpose: the hash is of the UTF-8 bytes the reader parsed, not of UTF-16 code units.
const lottolandBody = JSON.stringify({ _note: 'Ziehung – 5 aus 50, 2 aus 12 (€)', last: { date: { day: 1, month: 12, year: 2026 }, numbers: [3, 14, 22, 38, 47], euroNumbers: [2, 9], jackpot: null }, next: {} });

describe('ProviderFetch.fetchFrom', () => {
  it('says which provider answered, when, and the SHA-256 of the payload bytes the reader parsed', async () => {
    const before = Date.now();
    const fetched = await fetchWith([lottolandBody]).fetchFrom(lottoland, eurojackpot, { kind: 'range', since: '2026-12-01', until: '2026-12-01', drawDates: ['2026-12-01'] });
    expect(fetched).toMatchObject({ provider: 'lottoland', payloadSha256: sha256(lottolandBody), rejected: [] });
    expect(fetched.draws.map((draw) => [draw.draw_date, draw.main, draw.special])).toEqual([['2026-12-01', [3, 14, 22, 38, 47], [2, 9]]]);
    expect(Date.parse(fetched.fetchedAt)).toBeGreaterThanOrEqual(before);
  });

  it('hashes the bodies of several requests in request order (magayo: one call per draw)', async () => {
    const first = JSON.stringify({ error: 0, draw: '2026-11-27', results: '01,02,03,04,05,06,07' });
    const second = JSON.stringify({ error: 0, draw: '2026-12-01', results: '03,14,22,38,47,02,09' });
    const fetched = await fetchWith([first, second], { MAGAYO_API_KEY: 'key' }).fetchFrom(magayo, eurojackpot, {
      kind: 'range',
      since: '2026-11-27',
      until: '2026-12-01',
      drawDates: ['2026-11-27', '2026-12-01'],
    });
    expect(fetched.payloadSha256).toBe(sha256(first + second));
    expect(fetched.draws.map((draw) => draw.draw_date)).toEqual(['2026-11-27', '2026-12-01']);
  });

  it('counts the paid provider callable only with its key', () => {
    expect(fetchWith([]).callable(magayo)).toBe(false);
    expect(fetchWith([], { MAGAYO_API_KEY: 'key' }).callable(magayo)).toBe(true);
    expect(fetchWith([]).callable(lottoland)).toBe(true);
  });
});
