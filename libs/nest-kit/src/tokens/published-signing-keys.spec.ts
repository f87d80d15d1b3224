import { generateKeyPairSync } from 'node:crypto';
import { DomainError, type Jwks, type PublicJwk } from '@pickwise/contracts';
import { MAX_PUBLISHED_KEYS, PublishedSigningKeys } from './published-signing-keys.js';

const UNKNOWN_KID_REFETCH_MS = 30_000;
const MAX_AGE_MS = 600_000;

function publicJwk(kid: string): PublicJwk {
  const { kty, crv, x, y } = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' });
  return { kty: kty as 'EC', crv: crv as 'P-256', x: x!, y: y!, kid, alg: 'ES256', use: 'sig' };
}

/** A key source that counts its fetches and can go down. */
function publisher(initial: PublicJwk[]) {
  const state = { keys: initial, fetches: 0, down: false };
  const fetchJwks = async (): Promise<Jwks> => {
    state.fetches += 1;
    if (state.down) throw new DomainError('UNAVAILABLE', 'The identity service is unavailable');
    return { keys: state.keys };
  };
  return { state, keys: new PublishedSigningKeys(fetchJwks, { unknownKidRefetchMs: UNKNOWN_KID_REFETCH_MS, maxAgeMs: MAX_AGE_MS }) };
}

describe('PublishedSigningKeys', () => {
  const t0 = 1_000_000;

  it('fetches once and answers known kids from what it keeps', async () => {
    const { state, keys } = publisher([publicJwk('a'), publicJwk('b')]);
    expect((await keys.keyFor('a', t0))?.asymmetricKeyType).toBe('ec');
    expect(await keys.keyFor('b', t0 + 1_000)).toBeDefined();
    expect(state.fetches).toBe(1);
  });

  it('refetches for an unknown kid at most once per interval, and never keeps the miss', async () => {
    const { state, keys } = publisher([publicJwk('a')]);
    await keys.keyFor('a', t0);
    expect(await keys.keyFor('forged-1', t0 + 10)).toBeUndefined();
    expect(await keys.keyFor('forged-2', t0 + 20)).toBeUndefined();
    expect(state.fetches).toBe(1);

    state.keys = [...state.keys, publicJwk('rotated')];
    expect(await keys.keyFor('rotated', t0 + UNKNOWN_KID_REFETCH_MS - 1)).toBeUndefined();
    expect(await keys.keyFor('rotated', t0 + UNKNOWN_KID_REFETCH_MS)).toBeDefined();
    expect(state.fetches).toBe(2);
  });

  it('keeps at most MAX_PUBLISHED_KEYS keys, the newest (listed first)', async () => {
    const kids = Array.from({ length: MAX_PUBLISHED_KEYS + 4 }, (_, index) => `k${index}`);
    const { keys } = publisher(kids.map(publicJwk));
    expect(await keys.keyFor('k0', t0)).toBeDefined();
    expect(await keys.keyFor(`k${MAX_PUBLISHED_KEYS - 1}`, t0)).toBeDefined();
    expect(await keys.keyFor(`k${MAX_PUBLISHED_KEYS}`, t0)).toBeUndefined();
  });

  it('drops a key the source stopped publishing once what it keeps is older than the maximum age', async () => {
    const { state, keys } = publisher([publicJwk('old')]);
    await keys.keyFor('old', t0);
    state.keys = [publicJwk('new')];
    expect(await keys.keyFor('old', t0 + MAX_AGE_MS)).toBeUndefined();
  });

  it('keeps answering with a kept key while the source is down, and reports the outage for an unknown one', async () => {
    const { state, keys } = publisher([publicJwk('a')]);
    await keys.keyFor('a', t0);
    state.down = true;
    expect(await keys.keyFor('a', t0 + MAX_AGE_MS)).toBeDefined();
    await expect(keys.keyFor('b', t0 + MAX_AGE_MS + UNKNOWN_KID_REFETCH_MS)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('shares one fetch between concurrent lookups, and fetches again after forget()', async () => {
    const { state, keys } = publisher([publicJwk('a')]);
    await Promise.all([keys.keyFor('a', t0), keys.keyFor('a', t0), keys.keyFor('a', t0)]);
    expect(state.fetches).toBe(1);
    keys.forget();
    await keys.keyFor('a', t0 + 1);
    expect(state.fetches).toBe(2);
  });
});
