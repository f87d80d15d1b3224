// Settings the e2e system is started with (tools/test/e2e-system.ts) that the specs rely on.

/** Made an admin at sign-up through ADMIN_EMAILS; admin.spec.ts signs it up (or in, if it exists). */
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.com';
export const E2E_ADMIN_PASSWORD = 'admin-numbers-42';

/** MAGAYO_MONTHLY_QUOTA of the e2e system, so the paid-provider tab has a quota to show. */
export const E2E_MAGAYO_MONTHLY_QUOTA = 1000;
