// `npm run secrets:reencrypt`: the middle step of rotating DATA_ENCRYPTION_KEYS (docs/operations.md,
// "Secrets at rest"). With a new key listed first, it re-encrypts every TOTP secret and private
// signing key under that key; afterwards the old keys can be dropped from the list. It runs beside
// a running system (each row is written only if unchanged) and can be run again after a failure.
import { reEncryptUnderPrimaryKey } from '../encryption/re-encrypt.js';
import { loadCommandConfig, openIdentitySchema } from './identity-schema.js';

if (process.argv.length > 2) {
  process.stderr.write('Usage: npm run secrets:reencrypt (reads DATA_ENCRYPTION_KEYS and DATABASE_URL)\n');
  process.exit(2);
}
const config = loadCommandConfig();
const keyring = config.DATA_ENCRYPTION_KEYS;
const orm = await openIdentitySchema(config);
try {
  const outcomes = await reEncryptUnderPrimaryKey(orm.em.fork(), config.DATABASE_SCHEMA, keyring);
  for (const { column, reEncrypted, unchanged } of outcomes) {
    process.stdout.write(`${column}: ${reEncrypted} re-encrypted, ${unchanged} already under key "${keyring.primaryKeyId}"\n`);
  }
  const others = keyring.keyIds.filter((id) => id !== keyring.primaryKeyId);
  process.stdout.write(
    `Every secret of schema ${config.DATABASE_SCHEMA} is encrypted with key "${keyring.primaryKeyId}".` +
      (others.length > 0 ? ` Once every identity replica runs with it first, ${others.map((id) => `"${id}"`).join(', ')} can leave DATA_ENCRYPTION_KEYS.\n` : '\n'),
  );
} catch (error) {
  process.stderr.write(`Re-encryption stopped: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await orm.close();
}
