// `npm run admin:grant -- <email>`: makes an existing account an admin, without SQL. It writes to
// identity's schema through identity's own data model, so it runs beside a running system or on
// its own. The new role is in the user's next access token (sign in again, or within the hour).
import { MikroORM } from '@mikro-orm/postgresql';
import { databaseOptions, loadConfig, migrateSchema } from '@pickwise/nest-kit';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { grantAdminByEmail } from '../accounts/admin-grants.js';
import { IDENTITY_ENTITIES } from '../accounts/entities.js';
import { identityEnvSchema } from '../config.js';
import { SigningKey } from '../keys/signing-key.entity.js';
import { IDENTITY_MIGRATIONS } from '../migrations/index.js';

/** Where `npm start` writes the URL of the embedded PostgreSQL it runs (see tools/start). */
const launcherDatabaseUrlFile = fileURLToPath(new URL('../../../../.data/database-url', import.meta.url));

function databaseUrl(): string | undefined {
  if (process.env['DATABASE_URL']) return process.env['DATABASE_URL'];
  return existsSync(launcherDatabaseUrlFile) ? readFileSync(launcherDatabaseUrlFile, 'utf8').trim() : undefined;
}

const email = process.argv[2];
if (!email || process.argv.length > 3) {
  process.stderr.write('Usage: npm run admin:grant -- <email>\n');
  process.exit(2);
}
const config = loadConfig(identityEnvSchema, { ...process.env, DATABASE_URL: databaseUrl() });
const orm = await MikroORM.init(databaseOptions({ schema: config.DATABASE_SCHEMA, entities: [...IDENTITY_ENTITIES, SigningKey], migrations: IDENTITY_MIGRATIONS, url: config.DATABASE_URL }));
try {
  await migrateSchema(orm);
  const outcome = await grantAdminByEmail(orm.em.fork(), email);
  if (outcome === 'unknown') {
    process.stderr.write(`No account has the e-mail ${email}: sign up first, then run this again.\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`${email} is now an admin. The role is in the next access token: sign in again (or wait for the hourly refresh).\n`);
  }
} finally {
  await orm.close();
}
