// identity creates an ES256 signing key on its first start, stores it in its own schema (the
// private key encrypted with DATA_ENCRYPTION_KEYS) and publishes every public key over
// `identity.jwks`; concurrent creators end with one active key.
import { SUBJECTS, jwksSchema } from '@pickwise/contracts';
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { SIGNING_PRIVATE_KEY, rowContext } from '../../services/identity/src/encryption/encrypted-columns.js';
import { SigningKeys } from '../../services/identity/src/keys/signing-keys.js';
import { testKeyring } from '../support/data-encryption-keys.js';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { natsCaller, startTestIdentity, type TestService } from '../support/services.js';

let identity: TestService;
let caller: ReturnType<typeof natsCaller>;

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.identityJwks]);
  identity = await startTestIdentity();
  caller = natsCaller();
});

afterAll(async () => {
  await caller?.close();
  await identity?.stop();
});

interface KeyRow {
  kid: string;
  algorithm: string;
  encrypted_private_key: string;
  active: boolean;
}

const keyRows = () =>
  identity.em.getConnection().execute<KeyRow[]>(`select kid, algorithm, encrypted_private_key, active from "${identity.schema}".signing_keys order by created_at`);

it('created one active ES256 key at start and publishes its public half', async () => {
  const rows = await keyRows();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ algorithm: 'ES256', active: true });

  const jwks = jwksSchema.parse(await caller.requester.request(SUBJECTS.identityJwks, {}));
  expect(jwks.keys.map((key) => key.kid)).toEqual([rows[0]!.kid]);
  expect(Object.keys(jwks.keys[0]!)).not.toContain('d');

  // The private key is stored encrypted for its row; decrypted, it signs what the published key verifies.
  expect(rows[0]!.encrypted_private_key).toMatch(/^v1\.test\./);
  expect(rows[0]!.encrypted_private_key).not.toContain('PRIVATE KEY');
  const privateKey = testKeyring().decrypt(rows[0]!.encrypted_private_key, rowContext(SIGNING_PRIVATE_KEY, rows[0]!.kid));
  const message = Buffer.from('signed by identity');
  const signature = sign('sha256', message, createPrivateKey(privateKey));
  expect(verify('sha256', message, createPublicKey({ key: jwks.keys[0]!, format: 'jwk' }), signature)).toBe(true);
});

it('creates exactly one new active key when several creators race after the active one was retired', async () => {
  const [retired] = await keyRows();
  await identity.em.getConnection().execute(`update "${identity.schema}".signing_keys set active = false`);
  const keys = identity.service.app.get(SigningKeys);

  await Promise.all([keys.ensureActiveKey(), keys.ensureActiveKey(), keys.ensureActiveKey()]);

  const rows = await keyRows();
  expect(rows.filter((row) => row.active)).toHaveLength(1);
  expect(rows).toHaveLength(2);
  const jwks = jwksSchema.parse(await caller.requester.request(SUBJECTS.identityJwks, {}));
  // Newest first; the retired key stays published so the tokens it signed still verify.
  expect(jwks.keys.map((key) => key.kid)).toEqual([rows[1]!.kid, retired!.kid]);
});
