// Settings the e2e system is started with (tools/test/e2e-system.ts) that the specs rely on.

/** Made an admin at sign-up through ADMIN_EMAILS; admin.spec.ts signs it up (or in, if it exists). */
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.com';
export const E2E_ADMIN_PASSWORD = 'admin-numbers-42';

/**
 * RATE_LIMIT_CONTACT of the e2e system (the service's default is 5 per client IP per hour). Every
 * e2e request comes from 127.0.0.1 and the counters live in the system's PostgreSQL, which the
 * launcher keeps across runs (.data/postgres): contact.spec.ts sends three accepted messages a run,
 * so with 5 a second run within the hour would be refused with 429. Refusals are tested with
 * answers the test gives in the browser; the limit itself is tested in tests/integration/contact.spec.ts.
 */
export const E2E_RATE_LIMIT_CONTACT = 100;

/**
 * RATE_LIMIT_SIGNUP and RATE_LIMIT_SIGN_IN of the e2e system (the service's default is 30 per client
 * IP per 5 minutes). Every e2e request comes from 127.0.0.1, and My tickets' and spending's specs
 * each make a new account per test (about 22 sign-ups and sign-ins within two minutes), so the
 * default would refuse the last ones with 429 whenever anything else signed up in the same five
 * minutes (another spec, or a run just before on the same database). The limits themselves are
 * tested in tests/integration (auth-api.spec.ts, account-sign-in-lock.spec.ts).
 */
export const E2E_RATE_LIMIT_ACCOUNTS = 1000;

/** MAGAYO_MONTHLY_QUOTA of the e2e system, so the paid-provider tab has a quota to show. */
export const E2E_MAGAYO_MONTHLY_QUOTA = 1000;

/**
 * The port of the push service stand-in (tests/support/push-service-stand-in.ts) the e2e system runs
 * beside the launcher, and the only push-service origin its notifications service allows: headless
 * Chromium reaches no real push service, so a spec gets its browser's subscription from
 * `POST <E2E_PUSH_SERVICE_URL>/stand-in/subscriptions` and reads what was pushed from
 * `GET <E2E_PUSH_SERVICE_URL>/stand-in/received`.
 */
export const E2E_PUSH_SERVICE_PORT = 4799;
export const E2E_PUSH_SERVICE_URL = `http://127.0.0.1:${E2E_PUSH_SERVICE_PORT}`;

/** UNSUBSCRIBE_SECRET of the e2e system, so a spec makes the token a mail would carry. */
export const E2E_UNSUBSCRIBE_SECRET = 'e2e-unsubscribe-secret-of-at-least-thirty-two-characters';
