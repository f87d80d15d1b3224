// `npm run admin:grant -- <email>`: makes an existing account an admin, without SQL. It writes to
// identity's schema through identity's own data model, so it runs beside a running system or on
// its own. The new role is in the user's next access token (sign in again, or within the hour).
import { grantAdminByEmail } from '../accounts/admin-grants.js';
import { loadCommandConfig, openIdentitySchema } from './identity-schema.js';

const email = process.argv[2];
if (!email || process.argv.length > 3) {
  process.stderr.write('Usage: npm run admin:grant -- <email>\n');
  process.exit(2);
}
const orm = await openIdentitySchema(loadCommandConfig());
try {
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
