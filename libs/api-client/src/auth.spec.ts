import { afterEach, describe, expect, it } from '@jest/globals';
import type { Session } from '@supabase/auth-js';
import { AUTH_STORAGE_KEY, hasStoredSession, isAuthRedirect, nextAuthState, type AuthState } from './auth.js';

const session = { access_token: 'token', user: { id: 'user-1', email: 'a@example.com' } } as Session;
const signedOut: AuthState = { status: 'signedOut', session: null, user: null, passwordRecovery: false };

describe('hasStoredSession', () => {
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it('answers from the storage key alone', () => {
    const stored = new Map<string, string>();
    (globalThis as { localStorage?: unknown }).localStorage = { getItem: (key: string) => stored.get(key) ?? null };
    expect(hasStoredSession()).toBe(false);
    stored.set(AUTH_STORAGE_KEY, '{"access_token":"x"}');
    expect(hasStoredSession()).toBe(true);
  });

  it('is false where storage cannot be read', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new Error('SecurityError');
      },
    });
    expect(hasStoredSession()).toBe(false);
  });
});

describe('isAuthRedirect', () => {
  it('recognises the session or error an auth e-mail link redirects with', () => {
    expect(isAuthRedirect('https://site/#access_token=a&expires_in=3600&refresh_token=r&token_type=bearer&type=recovery')).toBe(true);
    expect(isAuthRedirect('https://site/?error=access_denied&error_description=Email+link+is+invalid')).toBe(true);
    expect(isAuthRedirect('https://site/#error=access_denied&error_code=otp_expired&error_description=expired')).toBe(true);
  });

  it('ignores ordinary anchors and queries', () => {
    expect(isAuthRedirect('https://site/#games')).toBe(false);
    expect(isAuthRedirect('https://site/choose-lottery?method=lucky')).toBe(false);
    expect(isAuthRedirect('https://site/es/faqs#access')).toBe(false);
  });
});

describe('nextAuthState', () => {
  it('is signed in with a session and signed out without one', () => {
    expect(nextAuthState(signedOut, 'INITIAL_SESSION', session)).toEqual({ status: 'signedIn', session, user: session.user, passwordRecovery: false });
    expect(nextAuthState(signedOut, 'INITIAL_SESSION', null)).toEqual(signedOut);
  });

  it('keeps a password recovery until the password is saved or the session ends', () => {
    const recovering = nextAuthState(signedOut, 'PASSWORD_RECOVERY', session);
    expect(recovering.passwordRecovery).toBe(true);
    expect(nextAuthState(recovering, 'INITIAL_SESSION', session).passwordRecovery).toBe(true);
    expect(nextAuthState(recovering, 'TOKEN_REFRESHED', session).passwordRecovery).toBe(true);
    expect(nextAuthState(recovering, 'USER_UPDATED', session).passwordRecovery).toBe(false);
    expect(nextAuthState(recovering, 'SIGNED_OUT', null)).toEqual(signedOut);
  });
});
