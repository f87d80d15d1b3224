/** What the /auth screen does on the user's behalf; each has its own success and failure texts. */
export type AccountAction = 'signUp' | 'signIn' | 'signOut' | 'updateProfile' | 'updatePassword';

/**
 * Server errors the specification rewords (docs/product-spec.md §8: 'already registered', 'Invalid login credentials'),
 * recognised by their GoTrue code rather than by the wording of the message.
 */
const REWORDED_ERRORS: Partial<Record<AccountAction, { code: string; textKey: string }>> = {
  signUp: { code: 'user_already_exists', textKey: 'auth.errors.alreadyRegistered' },
  signIn: { code: 'invalid_credentials', textKey: 'auth.errors.invalidCredentials' },
};

/**
 * Refusals of the auth API recognised by their GoTrue code, shown in the page's language rather
 * than as the server's English message.
 */
const TRANSLATED_CODES: Record<string, string> = {
  email_not_confirmed: 'auth.errors.emailNotConfirmed',
  over_request_rate_limit: 'auth.errors.tooManyAttempts',
  same_password: 'auth.errors.samePassword',
  email_address_invalid: 'auth.errors.invalidEmail',
};

/** The reasons identity gives for a weak password (`weak_password.reasons`), each with a text of its own. */
const WEAK_PASSWORD_REASONS = ['length', 'characters', 'pwned', 'email'] as const;
type WeakPasswordReason = (typeof WEAK_PASSWORD_REASONS)[number];
const isWeakPasswordReason = (reason: unknown): reason is WeakPasswordReason => WEAK_PASSWORD_REASONS.includes(reason as WeakPasswordReason);

/**
 * Every reason a password was refused, in the page language (auth-js puts GoTrue's
 * `weak_password.reasons` on the error as `reasons`); the general text when none is known.
 */
function weakPasswordText(error: unknown, t: (key: string) => string): string {
  const reasons = (error as { reasons?: unknown } | null)?.reasons;
  const known = Array.isArray(reasons) ? reasons.filter(isWeakPasswordReason) : [];
  return known.length > 0 ? known.map((reason) => t(`auth.errors.weakPasswordReasons.${reason}`)).join(' ') : t('auth.errors.weakPassword');
}

/**
 * The message of a server's refusal (a 4xx from the auth API or the gateway), which is written for
 * the user. A network failure or a server fault has no such message: the action's default is shown.
 */
function refusalMessage(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.message) return undefined;
  const { status } = error as Error & { status?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 ? error.message : undefined;
}

/**
 * docs/product-spec.md §8: the text a failed action shows. Known server messages and codes are reworded in the page language;
 * otherwise the server's own message, or the action's default ('Failed to sign out.' always).
 */
export function failureText(action: AccountAction, error: unknown, t: (key: string) => string): string {
  const code = (error as { code?: unknown } | null)?.code;
  const reworded = REWORDED_ERRORS[action];
  if (reworded && code === reworded.code) return t(reworded.textKey);
  if (action !== 'signOut' && code === 'weak_password') return weakPasswordText(error, t);
  if (action !== 'signOut' && typeof code === 'string' && code in TRANSLATED_CODES) return t(TRANSLATED_CODES[code]!);
  const message = action === 'signOut' ? undefined : refusalMessage(error);
  return message ?? t(`auth.errors.${action}`);
}
