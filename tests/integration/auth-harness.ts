/**
 * The accounts part of the system for auth tests: identity in a throwaway schema, the real gateway
 * in front of it, and a real SMTP server receiving identity's mails. New accounts confirm their
 * address by the mailed link, as in production with SMTP configured. The gateway trusts
 * X-Forwarded-For, so each test can be its own client IP for the per-IP limits.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { freePort } from '../support/nats-server-process.js';
import { startSmtpSink, linkIn, type SmtpSink } from '../support/smtp-sink.js';
import { httpJson, startTestGateway, startTestIdentity, type TestGateway, type TestService } from '../support/services.js';

export interface AuthSystem {
  identity: TestService;
  gateway: TestGateway;
  smtp: SmtpSink;
  /** <gateway>/api/auth/v1 */
  authUrl: string;
  stop(): Promise<void>;
}

export async function startAuthSystem(identityEnv: Record<string, string> = {}): Promise<AuthSystem> {
  const smtp = await startSmtpSink();
  // One SITE_URL for both, as in every deployment: identity issues tokens under it and the gateway
  // verifies their issuer against it (and mailed links point at the gateway).
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const gateway = await startTestGateway({ PORT: String(port), SITE_URL: siteUrl, TRUST_PROXY: 'true', THROTTLE_EXEMPT_IPS: '127.0.0.1' });
  const identity = await startTestIdentity({ SITE_URL: siteUrl, SMTP_URL: smtp.url, REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: '2', ...identityEnv });
  return {
    identity,
    gateway,
    smtp,
    authUrl: `${gateway.url}/api/auth/v1`,
    stop: async () => {
      await gateway.stop();
      await identity.stop();
      await smtp.close();
    },
  };
}

/** An address no earlier run used. */
export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.com`;
/** A client IP of its own, so one test's requests never count against another's limits. */
export const newClientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** auth-js's API version: error bodies come as `{ code: <error code>, message }`. */
export const API_VERSION = { 'x-supabase-api-version': '2024-01-01' };

export interface AuthCall {
  method?: string;
  json?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** One request to the auth API through the gateway. */
export function authRequest(system: AuthSystem, path: string, { method, json, token, ip = newClientIp(), headers = API_VERSION }: AuthCall = {}) {
  return httpJson(`${system.authUrl}${path}`, {
    method: method ?? (json === undefined ? 'GET' : 'POST'),
    ...(json === undefined ? {} : { json }),
    redirect: 'manual',
    headers: { ...headers, 'x-forwarded-for': ip, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** Signs up and follows the mailed confirmation link: an account that can sign in. */
export async function confirmedAccount(system: AuthSystem, email = uniqueEmail(), password = 'correct horse 1'): Promise<{ email: string; password: string; id: string }> {
  const signup = await authRequest(system, '/signup', { json: { email, password } });
  if (signup.status !== 200) throw new Error(`signup answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  const link = linkIn(await system.smtp.mailTo(email, /Confirm/));
  const followed = await fetch(link, { redirect: 'manual' });
  if (followed.status !== 303) throw new Error(`confirmation link answered ${followed.status}`);
  return { email, password, id: signup.body.id as string };
}

/** A password sign-in; returns GoTrue's session response. */
export async function signIn(system: AuthSystem, email: string, password: string, ip?: string) {
  const { status, body } = await authRequest(system, '/token?grant_type=password', { json: { email, password }, ip });
  if (status !== 200) throw new Error(`sign-in answered ${status}: ${JSON.stringify(body)}`);
  return body as { access_token: string; refresh_token: string; expires_in: number; expires_at: number; user: { id: string; email: string } };
}
