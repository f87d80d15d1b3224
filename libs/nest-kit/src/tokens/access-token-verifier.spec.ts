import { createHmac, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { AccessTokenVerifier, MAX_ACCESS_TOKEN_LENGTH, accessTokenHeaderOf } from './access-token-verifier.js';

const ISSUER = 'https://pickwise.example/api/auth/v1';
const KID = 'k7Qn2cZ0yPq4b8XrT1vWmA3sJ6dE9fH5gL0oIuYtReW';
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const other = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const nowSeconds = () => Math.floor(Date.now() / 1000);

interface TokenOptions {
  header?: Record<string, unknown>;
  claims?: Record<string, unknown>;
  key?: KeyObject;
  expiresAt?: number;
  issuer?: string;
}

function accessToken({ header = {}, claims = {}, key = privateKey, expiresAt = nowSeconds() + 300, issuer = ISSUER }: TokenOptions = {}): Promise<string> {
  return new SignJWT({ email: 'ana@example.com', role: 'user', aal: 'aal1', session_id: randomUUID(), ...claims })
    .setProtectedHeader({ alg: 'ES256', kid: KID, typ: 'JWT', ...header } as { alg: string })
    .setSubject(randomUUID())
    .setIssuer(issuer)
    .setAudience('authenticated')
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(key);
}

/** A token whose header is replaced by `header` (JSON), keeping payload and signature: what an attacker can send. */
const withHeader = (token: string, header: unknown) => [Buffer.from(JSON.stringify(header)).toString('base64url'), ...token.split('.').slice(1)].join('.');

function verifierWithLookups() {
  const lookedUp: unknown[] = [];
  const verifier = new AccessTokenVerifier(async (kid) => {
    lookedUp.push(kid);
    return kid === KID ? publicKey : undefined;
  }, ISSUER);
  return { verifier, lookedUp };
}

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { reason?: string }) => error.reason ?? String(error),
  );

describe('AccessTokenVerifier', () => {
  it('accepts a token identity would sign and answers its typed claims', async () => {
    const { verifier } = verifierWithLookups();
    expect(await verifier.verify(await accessToken())).toMatchObject({ role: 'user', aal: 'aal1', email: 'ana@example.com' });
  });

  it.each([
    ['a number', 1],
    ['true', true],
    ['a fraction', 1.5],
    ['an object (a query operator)', { $ne: null }],
    ['a list', [KID]],
    ['null', null],
    ['an empty text', ''],
    ['a text that is no key id', "' or 1=1 --"],
    ['a text longer than a key id', 'a'.repeat(65)],
  ])('refuses a kid that is %s before any key lookup', async (_label, kid) => {
    const { verifier, lookedUp } = verifierWithLookups();
    expect(await reasonOf(verifier.verify(withHeader(await accessToken(), { alg: 'ES256', kid, typ: 'JWT' })))).toBe('malformed');
    expect(lookedUp).toEqual([]);
  });

  it.each([
    ['the review’s number kid', 'eyJhbGciOiJFUzI1NiIsImtpZCI6MX0.e30.AAAA'],
    ['the review’s operator kid', 'eyJhbGciOiJFUzI1NiIsImtpZCI6eyIkbmUiOm51bGx9fQ.e30.AAAA'],
    ['two segments', 'eyJhbGciOiJFUzI1NiJ9.e30'],
    ['four segments', 'a.b.c.d'],
    ['a header that is not JSON', 'bm90IGpzb24.e30.AAAA'],
    ['an unsigned token', 'eyJhbGciOiJub25lIn0.e30.'],
  ])('refuses %s as malformed', async (_label, token) => {
    const { verifier, lookedUp } = verifierWithLookups();
    expect(await reasonOf(verifier.verify(token))).toBe('malformed');
    expect(lookedUp).toEqual([]);
  });

  it('refuses every other spelling of a valid token: padding, standard base64 characters, set trailing bits', async () => {
    const { verifier } = verifierWithLookups();
    const token = await accessToken();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const lastBitsSet = signature.slice(0, -1) + String.fromCharCode(signature.charCodeAt(signature.length - 1) + 1);
    for (const variant of [`${token}==`, `${token}=`, `${header}=.${payload}.${signature}`, `${header}.${payload}.${lastBitsSet}`, token.replaceAll('-', '+').replaceAll('_', '/')]) {
      if (variant === token) continue;
      expect(await reasonOf(verifier.verify(variant))).toBe('malformed');
    }
    expect(await reasonOf(verifier.verify(token))).toBe('accepted');
  });

  it('refuses header fields that would make it trust the token (jku, jwk, crit) and any other algorithm', async () => {
    const { verifier } = verifierWithLookups();
    const token = await accessToken();
    for (const header of [
      { alg: 'ES256', kid: KID, typ: 'JWT', jku: 'https://evil.example/jwks' },
      { alg: 'ES256', kid: KID, typ: 'JWT', jwk: other.publicKey.export({ format: 'jwk' }) },
      { alg: 'ES256', kid: KID, typ: 'JWT', crit: ['exp'] },
      { alg: 'ES256', kid: KID },
      { alg: 'HS256', kid: KID, typ: 'JWT' },
      { alg: 'none', kid: KID, typ: 'JWT' },
    ]) {
      expect(await reasonOf(verifier.verify(withHeader(token, header)))).toBe('malformed');
    }
  });

  it('refuses HS256 keyed with the public key (algorithm confusion)', async () => {
    const { verifier } = verifierWithLookups();
    const [, payload] = (await accessToken()).split('.') as [string, string];
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', kid: KID, typ: 'JWT' })).toString('base64url');
    const signature = createHmac('sha256', publicKey.export({ format: 'pem', type: 'spki' })).update(`${header}.${payload}`).digest('base64url');
    expect(await reasonOf(verifier.verify(`${header}.${payload}.${signature}`))).toBe('malformed');
  });

  it('tells an unknown key, an expired token, a forged signature, another issuer and incomplete claims apart from success', async () => {
    const { verifier } = verifierWithLookups();
    expect(await reasonOf(verifier.verify(await accessToken({ header: { kid: 'unknown-kid' } })))).toBe('unknown_key');
    expect(await reasonOf(verifier.verify(await accessToken({ expiresAt: nowSeconds() - 1 })))).toBe('expired');
    expect(await reasonOf(verifier.verify(await accessToken({ key: other.privateKey })))).toBe('invalid');
    expect(await reasonOf(verifier.verify(await accessToken({ issuer: 'https://evil.example/api/auth/v1' })))).toBe('invalid');
    expect(await reasonOf(verifier.verify(await accessToken({ claims: { role: 'root' } })))).toBe('invalid');
  });

  it('passes on the key source’s own failure (identity unreachable is not a bad token)', async () => {
    const verifier = new AccessTokenVerifier(() => Promise.reject(new Error('identity is unavailable')), ISSUER);
    await expect(verifier.verify(await accessToken())).rejects.toThrow('identity is unavailable');
  });

  it('reads no header of an oversized token', () => {
    expect(() => accessTokenHeaderOf(`${'a'.repeat(MAX_ACCESS_TOKEN_LENGTH)}.e30.AAAA`)).toThrow(expect.objectContaining({ reason: 'malformed' }));
  });
});
