import { generateKeyPairSync } from 'node:crypto';
import { DomainError, type Jwks, type PublicJwk } from '@pickwise/contracts';
import type { NatsRequester } from '@pickwise/nest-kit';
import { JWKS_MAX_AGE_MS, JWKS_UNKNOWN_KID_REFETCH_MS, JwksKeys } from './jwks-keys.js';

function publicJwk(kid: string): PublicJwk {
  const { kty, crv, x, y } = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' });
  return { kty: kty as 'EC', crv: crv as 'P-256', x: x!, y: y!, kid, alg: 'ES256', use: 'sig' };
}

/** Stands in for the NATS requester only to count `identity.jwks` fetches; the NATS path is covered by gateway-admin-auth.spec.ts. */
function identityPublishing(initial: PublicJwk[]) {
  const state = { keys: initial, fetches: 0, down: false };
  const requester = {
    request: async () => {
      state.fetches += 1;
      if (state.down) throw new DomainError('UNAVAILABLE', 'The identity service is unavailable');
      return { keys: state.keys } satisfies Jwks;
    },
  } as unknown as NatsRequester;
  return { state, keys: new JwksKeys(requester) };
}

describe('JwksKeys', () => {
  const t0 = 1_000_000;

  it('fetches once and answers known kids from the cache as PEM', async () => {
    const { state, keys } = identityPublishing([publicJwk('a'), publicJwk('b')]);
    expect(await keys.publicKeyPem('a', t0)).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    await keys.publicKeyPem('b', t0 + 1_000);
    expect(state.fetches).toBe(1);
  });

  it('refetches for an unknown kid at most once per interval', async () => {
    const { state, keys } = identityPublishing([publicJwk('a')]);
    await keys.publicKeyPem('a', t0);
    await expect(keys.publicKeyPem('forged-1', t0 + 10)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(keys.publicKeyPem('forged-2', t0 + 20)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(state.fetches).toBe(1);

    state.keys = [...state.keys, publicJwk('rotated')];
    await expect(keys.publicKeyPem('rotated', t0 + JWKS_UNKNOWN_KID_REFETCH_MS - 1)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await keys.publicKeyPem('rotated', t0 + JWKS_UNKNOWN_KID_REFETCH_MS)).toMatch(/PUBLIC KEY/);
    expect(state.fetches).toBe(2);
  });

  it('drops a key identity stopped publishing once the cache is older than the maximum age', async () => {
    const { state, keys } = identityPublishing([publicJwk('old')]);
    await keys.publicKeyPem('old', t0);
    state.keys = [publicJwk('new')];
    await expect(keys.publicKeyPem('old', t0 + JWKS_MAX_AGE_MS)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('keeps a cached key while identity is unreachable, and reports unavailability for an unknown one', async () => {
    const { state, keys } = identityPublishing([publicJwk('a')]);
    await keys.publicKeyPem('a', t0);
    state.down = true;
    expect(await keys.publicKeyPem('a', t0 + JWKS_MAX_AGE_MS)).toMatch(/PUBLIC KEY/);
    await expect(keys.publicKeyPem('b', t0 + JWKS_MAX_AGE_MS + JWKS_UNKNOWN_KID_REFETCH_MS)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('shares one fetch between concurrent lookups', async () => {
    const { state, keys } = identityPublishing([publicJwk('a')]);
    await Promise.all([keys.publicKeyPem('a', t0), keys.publicKeyPem('a', t0), keys.publicKeyPem('a', t0)]);
    expect(state.fetches).toBe(1);
  });
});
