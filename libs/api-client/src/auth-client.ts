import { AuthClient, type AuthChangeEvent, type GoTrueClient, type Session } from '@supabase/auth-js';

/**
 * Creates the page's auth client (fetched on first use, with @supabase/auth-js) and hands every
 * auth event to `onAuthEvent`. The client keeps the session in localStorage under `storageKey`,
 * refreshes it and reads sessions from e-mail links (implicit flow) by itself.
 */
export function createAuthClient(storageKey: string, onAuthEvent: (event: AuthChangeEvent, session: Session | null) => void): GoTrueClient {
  const client = new AuthClient({
    url: `${location.origin}/api/auth/v1`,
    storageKey,
    flowType: 'implicit',
    autoRefreshToken: true,
    persistSession: true,
    detectSessionInUrl: true,
  });
  client.onAuthStateChange(onAuthEvent);
  return client;
}
