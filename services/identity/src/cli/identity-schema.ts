// What identity's operator commands (admin-grant.ts, reencrypt-secrets.ts) share: the service's
// configuration, completed from the files `npm start` keeps in .data/ when the environment lacks
// them, and identity's schema opened and migrated as the service does it.
import { MikroORM } from '@mikro-orm/postgresql';
import { databaseOptions, loadConfigOrExit, migrateSchema } from '@pickwise/nest-kit';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { IDENTITY_ENTITIES } from '../accounts/entities.js';
import { identityEnvSchema, type IdentityConfig } from '../config.js';
import { SigningKey } from '../keys/signing-key.entity.js';
import { identityMigrations } from '../migrations/index.js';

const launcherDataDir = new URL('../../../../.data/', import.meta.url);
/** The URL of the embedded PostgreSQL `npm start` runs (see tools/start). */
const launcherDatabaseUrlFile = fileURLToPath(new URL('database-url', launcherDataDir));
/** The DATA_ENCRYPTION_KEYS `npm start` made for this machine and passes to identity (see tools/start). */
const launcherDataEncryptionKeysFile = fileURLToPath(new URL('data-encryption-keys', launcherDataDir));

const fromEnvOrFile = (name: string, file: string) => process.env[name] || (existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined);

/** identity's configuration from the environment, else the launcher's files; a bad one exits with the reason. */
export const loadCommandConfig = (): IdentityConfig =>
  loadConfigOrExit(identityEnvSchema, {
    ...process.env,
    DATABASE_URL: fromEnvOrFile('DATABASE_URL', launcherDatabaseUrlFile),
    DATA_ENCRYPTION_KEYS: fromEnvOrFile('DATA_ENCRYPTION_KEYS', launcherDataEncryptionKeysFile),
  });

/** Opens identity's schema with its data model and applies pending migrations, as the service does at start. */
export async function openIdentitySchema(config: IdentityConfig): Promise<MikroORM> {
  const orm = await MikroORM.init(
    databaseOptions({ schema: config.DATABASE_SCHEMA, entities: [...IDENTITY_ENTITIES, SigningKey], migrations: identityMigrations(config.DATA_ENCRYPTION_KEYS), url: config.DATABASE_URL }),
  );
  try {
    await migrateSchema(orm);
    return orm;
  } catch (error) {
    await orm.close();
    throw error;
  }
}
