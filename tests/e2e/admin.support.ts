// Accounts and helpers of admin.spec.ts: the admin (named in the e2e system's ADMIN_EMAILS), plain
// users, sessions put in the page the way the auth client stores them, and the admin API as a test
// reads it to compare the screens with.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './system-settings.js';

/** The auth client's localStorage key (libs/api-client auth.ts). */
const AUTH_STORAGE_KEY = 'pickwise-auth';
const USER_PASSWORD = 'plain-numbers-7';

interface Session {
  access_token: string;
  [field: string]: unknown;
}

/** A fresh address per call, so tests never meet another run's accounts. */
export const freshEmail = (label: string) => `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function signIn(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const response = await request.post('/api/auth/v1/token?grant_type=password', { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Session;
}

let adminSessionOfWorker: Session | undefined;

/**
 * The admin's session, made once per worker: its access token lasts an hour (sign-ups and sign-ins
 * are rate-limited per client IP; the e2e system allows E2E_RATE_LIMIT_ACCOUNTS per 5 minutes). The account is made an admin at sign-up (ADMIN_EMAILS); it may exist from an earlier run
 * on the same database, then it is only signed in.
 */
export async function adminSession(request: APIRequestContext): Promise<Session> {
  if (adminSessionOfWorker) return adminSessionOfWorker;
  const signUp = await request.post('/api/auth/v1/signup', { data: { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD } });
  if (!signUp.ok()) expect(await signUp.text()).toMatch(/already registered|user_already_exists/i);
  adminSessionOfWorker = await signIn(request, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  return adminSessionOfWorker;
}

/** A new account with the plain user role. */
export async function plainUserSession(request: APIRequestContext): Promise<Session> {
  const email = freshEmail('plain');
  const signUp = await request.post('/api/auth/v1/signup', { data: { email, password: USER_PASSWORD } });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  return signIn(request, email, USER_PASSWORD);
}

/** Stores `session` where the auth client reads it, as a sign-in would have (the next page load picks it up). */
export async function useSession(page: Page, session: Session): Promise<void> {
  // Any page of the origin gives its localStorage; this one loads no app.
  await page.goto('/config/remotes.json');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_STORAGE_KEY, JSON.stringify(session)] as const);
}

/** GET an admin route with the session's token; the `data` of the envelope. */
export async function adminGet<T>(request: APIRequestContext, session: Session, path: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${session.access_token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** POST an admin route with the session's token; the `data` of the envelope. */
export async function adminPost<T>(request: APIRequestContext, session: Session, path: string, data?: object): Promise<T> {
  const response = await request.post(path, { headers: { authorization: `Bearer ${session.access_token}` }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Every URL of the admin remote's files the page requests, collected from now on. */
export function watchAdminRemote(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/admin/')) requests.push(request.url());
  });
  return requests;
}

/**
 * Expects `target` to appear once the page has given up retrying: the API client tries a failed
 * request again 1, 2 and 4 s later (libs/api-client queries.ts), so the page's clock, installed with
 * `page.clock.install()` before the page opened, is moved on 4 s at a time until it does, rather than
 * waiting those 7 s out.
 */
export async function expectVisibleAfterRetries(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(4_000);
        return target.isVisible();
      },
      { intervals: [100] },
    )
    .toBe(true);
}

/** A toast in the Notifications region (Notificaciones in Spanish). */
export const toast = (page: Page, regionName: string, text: string | RegExp): Locator =>
  page.getByRole('region', { name: regionName, exact: true }).getByText(text, typeof text === 'string' ? { exact: true } : undefined);
