// identity's secrets at rest (issue 25): TOTP secrets and private signing keys are stored encrypted
// with DATA_ENCRYPTION_KEYS, each bound to its row, and read back through the real flows (TOTP to
// aal2, tokens that verify against the JWKS); the migration encrypts plaintext rows of an older
// schema in place; `npm run secrets:reencrypt` (its built CLI) moves every value to a new first key.
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { SUBJECTS, jwksSchema } from '@pickwise/contracts';
import { databaseOptions, loadConfig, migrateSchema, type StartedService } from '@pickwise/nest-kit';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { execFile } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import { IDENTITY_ENTITIES } from '../../services/identity/src/accounts/entities.js';
import { identityEnvSchema } from '../../services/identity/src/config.js';
import { dataEncryptionKeysSchema } from '../../services/identity/src/encryption/data-encryption-keys.js';
import { FACTOR_SECRET, SIGNING_PRIVATE_KEY, rowContext } from '../../services/identity/src/encryption/encrypted-columns.js';
import { SigningKey } from '../../services/identity/src/keys/signing-key.entity.js';
import { identityMigrations } from '../../services/identity/src/migrations/index.js';
import { startIdentity } from '../../services/identity/src/start.js';
import { DATABASE_URL, NATS_URL, assertNoResponders, dropSchema, uniqueSchema, waitForNats } from '../support/infrastructure.js';
import { freePort } from '../support/nats-server-process.js';
import { natsCaller, startTestGateway, type TestGateway } from '../support/services.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { authRequest, confirmedAccount, signIn, type AuthSystem } from './auth-harness.js';

const reencryptCli = fileURLToPath(new URL('../../services/identity/dist/cli/reencrypt-secrets.js', import.meta.url));
const newKey = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;
const K1 = newKey('k1');
const K2 = newKey('k2');
const keyring = (keys: string) => dataEncryptionKeysSchema.parse(keys);
const totpCode = (secret: string, offsetSteps = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSteps * 30_000 });

let smtp: SmtpSink;
let gateway: TestGateway;
let caller: ReturnType<typeof natsCaller>;
let siteUrl: string;
/** The identity schema the first describe block works in, restarted with other keys. */
const schema = uniqueSchema('identity_secrets');
let identity: StartedService | undefined;
let system: AuthSystem;

/** identity on `schema` with the key list `keys` (the previous instance closed first). */
async function restartIdentity(keys: string): Promise<void> {
  await identity?.close();
  identity = undefined;
  identity = await startIdentity(
    loadConfig(identityEnvSchema, { PORT: '0', HOST: '127.0.0.1', NATS_URL, DATABASE_URL, DATABASE_SCHEMA: schema, LOG_LEVEL: 'silent', SITE_URL: siteUrl, SMTP_URL: smtp.url, DATA_ENCRYPTION_KEYS: keys }),
  );
}

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.identityJwks]);
  smtp = await startSmtpSink();
  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  gateway = await startTestGateway({ PORT: String(port), SITE_URL: siteUrl, TRUST_PROXY: 'true', THROTTLE_EXEMPT_IPS: '127.0.0.1' });
  caller = natsCaller();
  await restartIdentity(K1);
  // The auth harness's helpers need only the gateway's auth URL and the mail sink.
  system = { gateway, smtp, authUrl: `${gateway.url}/api/auth/v1`, identity: undefined as never, stop: async () => undefined };
});

afterAll(async () => {
  await identity?.close();
  await caller?.close();
  await gateway?.stop();
  await smtp?.close();
  await dropSchema(schema);
});

/** SQL through the running identity's connection pool (a closed instance's pool would open again and stay open). */
const sql = <T>(query: string, params: unknown[] = []) => identity!.app.get(EntityManager).getConnection().execute<T[]>(query, params);
const factorRow = async (id: string) => (await sql<{ encrypted_secret: string }>(`select encrypted_secret from "${schema}".factors where id = ?`, [id]))[0]!.encrypted_secret;
const signingKeyRows = () => sql<{ kid: string; encrypted_private_key: string }>(`select kid, encrypted_private_key from "${schema}".signing_keys`);
const columnsOf = async (table: string, inSchema = schema) =>
  (await sql<{ column_name: string }>('select column_name from information_schema.columns where table_schema = ? and table_name = ?', [inSchema, table])).map((row) => row.column_name);

/** An access token verified against identity's published keys (JWKS over NATS, as the gateway reads it). */
async function verifiedClaims(token: string) {
  const jwks = jwksSchema.parse(await caller.requester.request(SUBJECTS.identityJwks, {}));
  return (await jwtVerify(token, createLocalJWKSet(jwks))).payload;
}

/** A signed-in account with a TOTP factor enrolled (not yet verified); returns the secret auth-js would show in a QR code. */
async function accountWithFactor() {
  const { email, password } = await confirmedAccount(system);
  const session = await signIn(system, email, password);
  const enrolled = await authRequest(system, '/factors', { token: session.access_token, json: { factor_type: 'totp' } });
  expect(enrolled.status).toBe(200);
  return { email, password, token: session.access_token, factorId: enrolled.body.id as string, secret: enrolled.body.totp.secret as string };
}

async function verifyFactor(token: string, factorId: string, code: string) {
  const challenge = await authRequest(system, `/factors/${factorId}/challenge`, { token, json: {} });
  return authRequest(system, `/factors/${factorId}/verify`, { token, json: { challenge_id: challenge.body.id, code } });
}

describe('a running identity', () => {
  let first: Awaited<ReturnType<typeof accountWithFactor>>;
  /** The TOTP step the first factor was verified at: a later check must use a newer code. */
  let verifiedAtStep: number;

  it('stores the TOTP secret encrypted for its row, and signs in with it to aal2', async () => {
    first = await accountWithFactor();
    const stored = await factorRow(first.factorId);
    expect(stored).toMatch(/^v1\.k1\.[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain(first.secret);
    expect(keyring(K1).decrypt(stored, rowContext(FACTOR_SECRET, first.factorId))).toBe(first.secret);
    expect(await columnsOf('factors')).not.toContain('secret');

    verifiedAtStep = Math.floor(Date.now() / 30_000);
    const verified = await verifyFactor(first.token, first.factorId, totpCode(first.secret));
    expect(verified.status).toBe(200);
    expect((await verifiedClaims(verified.body.access_token)).aal).toBe('aal2');
  });

  it('stores the private signing key encrypted for its kid; the tokens it signs verify against the JWKS', async () => {
    const rows = await signingKeyRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.encrypted_private_key).toMatch(/^v1\.k1\./);
    expect(rows[0]!.encrypted_private_key).not.toContain('PRIVATE KEY');
    expect(keyring(K1).decrypt(rows[0]!.encrypted_private_key, rowContext(SIGNING_PRIVATE_KEY, rows[0]!.kid))).toContain('-----BEGIN PRIVATE KEY-----');
    expect(await columnsOf('signing_keys')).not.toContain('private_key');

    const session = await signIn(system, first.email, first.password);
    expect(await verifiedClaims(session.access_token)).toMatchObject({ email: first.email, aal: 'aal1' });
  });

  it('refuses a secret copied from another factor, and any value that is not encrypted', async () => {
    const second = await accountWithFactor();
    const ownValue = await factorRow(second.factorId);
    await sql(`update "${schema}".factors set encrypted_secret = ? where id = ?`, [await factorRow(first.factorId), second.factorId]);
    // The copied value no longer authenticates in its new row: the code of the first factor's secret opens nothing.
    const swapped = await verifyFactor(second.token, second.factorId, totpCode(first.secret));
    expect(swapped.status).not.toBe(200);
    expect(swapped.status).toBeGreaterThanOrEqual(500);

    await expect(sql(`update "${schema}".factors set encrypted_secret = ? where id = ?`, [second.secret, second.factorId])).rejects.toThrow(/factors_encrypted_secret_encrypted/);
    await expect(sql(`update "${schema}".signing_keys set encrypted_private_key = ?`, [generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'pem', type: 'pkcs8' })])).rejects.toThrow(
      /signing_keys_encrypted_private_key_encrypted/,
    );
    await sql(`update "${schema}".factors set encrypted_secret = ? where id = ?`, [ownValue, second.factorId]);
  });

  it('rotates: with a new first key, secrets:reencrypt moves every value to it, and identity then runs on the new key alone', async () => {
    await restartIdentity(`${K2},${K1}`);
    // Values under k1 still read; new ones are written under k2.
    const third = await accountWithFactor();
    expect(await factorRow(third.factorId)).toMatch(/^v1\.k2\./);

    const run = (keys = `${K2},${K1}`) => promisify(execFile)(process.execPath, [reencryptCli], { env: { ...process.env, DATABASE_URL, DATABASE_SCHEMA: schema, DATA_ENCRYPTION_KEYS: keys, LOG_LEVEL: 'error' } });
    // Without the old key it cannot read the old values: it stops, naming one, and exits 1.
    await expect(run(K2)).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/Re-encryption stopped: The value for \S+ is encrypted with key "k1", which DATA_ENCRYPTION_KEYS does not list/) });
    const { stdout } = await run();
    expect(stdout).toContain('factors.encrypted_secret: 2 re-encrypted, 1 already under key "k2"');
    expect(stdout).toContain('signing_keys.encrypted_private_key: 1 re-encrypted, 0 already under key "k2"');
    expect(stdout).toContain('"k1" can leave DATA_ENCRYPTION_KEYS');
    const values = [...(await sql<{ value: string }>(`select encrypted_secret as value from "${schema}".factors`)), ...(await sql<{ value: string }>(`select encrypted_private_key as value from "${schema}".signing_keys`))];
    expect(values.map((row) => row.value.split('.')[1])).toEqual(values.map(() => 'k2'));
    expect((await run()).stdout).toContain('factors.encrypted_secret: 0 re-encrypted, 3 already under key "k2"');

    // k1 dropped: the first factor still verifies (a newer code than the one used) and tokens still sign and verify.
    await restartIdentity(K2);
    const session = await signIn(system, first.email, first.password);
    const nextStep = Math.floor(Date.now() / 30_000) > verifiedAtStep ? 0 : 1;
    const verified = await verifyFactor(session.access_token, first.factorId, totpCode(first.secret, nextStep));
    expect(verified.status).toBe(200);
    expect((await verifiedClaims(verified.body.access_token)).aal).toBe('aal2');
    // Three runs of the command (each loads identity's modules: seconds on a busy machine) and two restarts.
  });

  it('refuses to start with a key list that cannot read the stored keys, naming the missing key', async () => {
    await identity?.close();
    identity = undefined;
    await expect(restartIdentity(K1)).rejects.toThrow(/key "k2", which DATA_ENCRYPTION_KEYS does not list/);
    await restartIdentity(K2);
  });
});

describe('the migration to encrypted secrets', () => {
  const oldSchema = uniqueSchema('identity_plain');
  let orm: MikroORM;
  const migrations = identityMigrations(keyring(K1));
  const encryptingIndex = migrations.findIndex((migration) => migration.name === 'Migration20261126120000EncryptSecretsAtRest');
  const relationFile = async (table: string) =>
    (await orm.em.getConnection().execute<{ relfilenode: number }[]>('select relfilenode from pg_class where oid = ?::regclass', [`"${oldSchema}"."${table}"`]))[0]!.relfilenode;

  beforeAll(async () => {
    const options = databaseOptions({ schema: oldSchema, entities: [...IDENTITY_ENTITIES, SigningKey], migrations, url: DATABASE_URL });
    orm = await MikroORM.init({ ...options, migrations: { ...options.migrations, silent: true } });
    await orm.em.getConnection().execute(`create schema "${oldSchema}"`);
    await orm.migrator.up({ to: migrations[encryptingIndex - 1]!.name, schema: oldSchema });
  });

  afterAll(async () => {
    await orm?.close();
    await dropSchema(oldSchema);
  });

  it('encrypts the plaintext rows of an older schema in place, leaves no plaintext column, and rolls back to plaintext', async () => {
    const connection = orm.em.getConnection();
    const [user] = await connection.execute<{ id: string }[]>(`insert into "${oldSchema}".users (email) values ('old@example.com') returning id`);
    const totpSecret = new Secret({ size: 20 }).base32;
    const [factor] = await connection.execute<{ id: string }[]>(
      `insert into "${oldSchema}".factors (user_id, factor_type, status, secret) values (?, 'totp', 'verified', ?) returning id`,
      [user!.id, totpSecret],
    );
    const [unenrolledPhone] = await connection.execute<{ id: string }[]>(`insert into "${oldSchema}".factors (user_id, factor_type, status) values (?, 'phone', 'unverified') returning id`, [user!.id]);
    const pem = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    await connection.execute(`insert into "${oldSchema}".signing_keys (kid, algorithm, public_jwk, private_key) values ('old-kid', 'ES256', '{}', ?)`, [pem]);
    const filesBefore = { factors: await relationFile('factors'), signingKeys: await relationFile('signing_keys') };

    // The start applies the encryption and whatever came after it.
    expect((await migrateSchema(orm)).applied).toEqual(migrations.slice(encryptingIndex).map((migration) => migration.name));

    expect(await columnsOf('factors', oldSchema)).not.toContain('secret');
    expect(await columnsOf('signing_keys', oldSchema)).not.toContain('private_key');
    const factors = await connection.execute<{ id: string; encrypted_secret: string | null }[]>(`select id, encrypted_secret from "${oldSchema}".factors`);
    const stored = factors.find((row) => row.id === factor!.id)!.encrypted_secret!;
    expect(stored).toMatch(/^v1\.k1\./);
    expect(keyring(K1).decrypt(stored, rowContext(FACTOR_SECRET, factor!.id))).toBe(totpSecret);
    expect(factors.find((row) => row.id === unenrolledPhone!.id)!.encrypted_secret).toBeNull();
    const [key] = await connection.execute<{ encrypted_private_key: string }[]>(`select encrypted_private_key from "${oldSchema}".signing_keys`);
    expect(keyring(K1).decrypt(key!.encrypted_private_key, rowContext(SIGNING_PRIVATE_KEY, 'old-kid'))).toBe(pem);
    // Both tables were rewritten: their old files, with the dropped plaintext column and the rows' earlier versions, are gone.
    expect(await relationFile('factors')).not.toBe(filesBefore.factors);
    expect(await relationFile('signing_keys')).not.toBe(filesBefore.signingKeys);

    // Down to the migration before the encryption (the later ones first).
    await orm.migrator.down({ to: migrations[encryptingIndex - 1]!.name, schema: oldSchema });
    const [restored] = await connection.execute<{ secret: string }[]>(`select secret from "${oldSchema}".factors where id = ?`, [factor!.id]);
    expect(restored!.secret).toBe(totpSecret);
    const [restoredKey] = await connection.execute<{ private_key: string }[]>(`select private_key from "${oldSchema}".signing_keys`);
    expect(restoredKey!.private_key).toBe(pem);
  });
});
