// What a page can tell about the visitor's session without the auth client: a separate entry point
// (`@pickwise/api-client/auth-storage`) so the shell's islands script reads it without React or the client.

/** The localStorage key under which the auth client persists the session. */
export const AUTH_STORAGE_KEY = 'pickwise-auth';

/** Whether a session is stored in this browser; cheap and synchronous, it loads nothing. */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    // Storage can be blocked (privacy settings); then no session was stored either.
    return false;
  }
}

const AUTH_REDIRECT_PARAMETER = /[#?&](?:access_token|error_description)=/;

/** Whether a URL carries what an auth e-mail link redirects with: a session or an error. */
export function isAuthRedirect(url: string): boolean {
  return AUTH_REDIRECT_PARAMETER.test(url);
}
