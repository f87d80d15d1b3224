import { useEffect, useSyncExternalStore } from 'react';
import type { AuthChangeEvent, GoTrueClient, Session, User } from '@supabase/auth-js';
import { ApiError } from './client.js';
import { AUTH_STORAGE_KEY, hasStoredSession, isAuthRedirect } from './auth-storage/index.js';

export { AUTH_STORAGE_KEY, hasStoredSession, isAuthRedirect };

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

export interface AuthState {
  /** `loading` while a stored session or an auth redirect in the URL is still being read. */
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  /** The user arrived from a password-recovery link and is to choose a new password. */
  passwordRecovery: boolean;
}

// One store for the page (this lib is a Module Federation singleton), so the shell's nav and the
// /auth screen see the same session. Its first value is read lazily: the module is imported before
// anything needs it (and in tests without a browser).
let state: AuthState | undefined;
const listeners = new Set<() => void>();

/**
 * What a server render shows, and so what hydration starts from: no session (a prerendered page
 * is the same for every visitor). The browser's own state follows right after.
 */
const SERVER_STATE: AuthState = { status: 'signedOut', session: null, user: null, passwordRecovery: false };

export function getAuthState(): AuthState {
  // A visitor without a session starts from the server's own state object: React compares the
  // two after hydration, and a different one would re-render every reader at once.
  state ??= hasStoredSession() || isAuthRedirect(location.href) ? { ...SERVER_STATE, status: 'loading' } : SERVER_STATE;
  return state;
}

function publish(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Calls `listener` after every change of the auth state; returns the unsubscribe function. */
export function subscribeToAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The auth state after one of the client's events. */
export function nextAuthState(previous: AuthState, event: AuthChangeEvent, session: Session | null): AuthState {
  return {
    status: session ? 'signedIn' : 'signedOut',
    session,
    user: session?.user ?? null,
    // Recovery lasts until the new password is saved (USER_UPDATED) or the session ends.
    passwordRecovery: session !== null && (event === 'PASSWORD_RECOVERY' || (previous.passwordRecovery && event !== 'USER_UPDATED')),
  };
}

const applyAuthEvent = (event: AuthChangeEvent, session: Session | null) => publish(nextAuthState(getAuthState(), event, session));

let client: Promise<GoTrueClient> | undefined;

/** The page's one auth client, created on the first call: no page's first load fetches @supabase/auth-js. */
export function loadAuthClient(): Promise<GoTrueClient> {
  client ??= import('./auth-client.js').then(
    ({ createAuthClient }) => createAuthClient(AUTH_STORAGE_KEY, applyAuthEvent),
    (error: unknown) => {
      // Forgotten, so the next call fetches again; meanwhile nobody waits for a session forever.
      client = undefined;
      console.error('The auth client could not be loaded:', error);
      if (getAuthState().status === 'loading') publish({ ...getAuthState(), status: 'signedOut' });
      throw error;
    },
  );
  return client;
}

/**
 * The auth state, kept current through the client's events. The client is loaded only when a
 * session is stored or the URL carries an auth redirect, or when `load` asks for it (the /auth
 * screen); otherwise the state stays `signedOut` and nothing is fetched.
 */
export function useAuthSession({ load = false }: { load?: boolean } = {}): AuthState {
  const current = useSyncExternalStore(subscribeToAuth, getAuthState, () => SERVER_STATE);
  const wanted = load || current.status === 'loading';
  useEffect(() => {
    if (wanted) loadAuthClient().catch(() => undefined);
  }, [wanted]);
  return current;
}

/** The signed-in user's access token, refreshed first when it has expired. */
export async function currentAccessToken(): Promise<string> {
  const { data } = await (await loadAuthClient()).getSession();
  if (!data.session) throw new ApiError('Not signed in', 401, 'UNAUTHORIZED');
  return data.session.access_token;
}

/**
 * A new access token from the session's refresh token, whatever the age of the current one: admin
 * routes refuse tokens issued more than a few minutes ago. A session that was ended has no refresh
 * token left, so this fails and the client signs out.
 */
export async function refreshedAccessToken(): Promise<string> {
  const { data, error } = await (await loadAuthClient()).refreshSession();
  if (error || !data.session) throw new ApiError('Not signed in', 401, 'UNAUTHORIZED');
  return data.session.access_token;
}
