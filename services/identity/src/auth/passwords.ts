import { readFileSync } from 'node:fs';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import { randomUUID } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, characterCount } from '@pickwise/contracts';
import { AUTH_ERROR_CODES, AuthApiError, badRequest } from './auth-errors.js';

/** OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane. */
export const ARGON2ID_OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2ID_OPTIONS);

// A hash of a password nobody knows, checked when the e-mail is unknown, so an unknown e-mail
// costs the same time as a wrong password and the answer time does not reveal which accounts exist.
const decoyHash = hashPassword(`decoy-${randomUUID()}`);

/** Whether `password` matches `encoded`; without a stored hash it still spends one verification. */
export async function passwordMatches(encoded: string | null | undefined, password: string): Promise<boolean> {
  if (!encoded) {
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(encoded, password).catch(() => false);
}

/**
 * Why a password is weak, as GoTrue names it in `weak_password.reasons` (`length`, `characters`,
 * `pwned`; @supabase/auth-js types any other string too), plus `email`: the account's own address.
 */
export const WEAK_PASSWORD_REASONS = { length: 'length', characters: 'characters', pwned: 'pwned', email: 'email' } as const;
export type WeakPasswordReason = (typeof WEAK_PASSWORD_REASONS)[keyof typeof WEAK_PASSWORD_REASONS];

/** Fewer different characters than this (six spaces, `aaaaaa`, `121212`) is a pattern, not a password. */
export const MIN_DIFFERENT_CHARACTERS = 4;

/**
 * The most common passwords, as the breached-password services' top lists hold them
 * (`data/common-passwords.txt`, lower case): NIST SP 800-63B asks that these be refused. Read once.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(new URL('../../data/common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#')),
);

/** Every reason `password` is weak for the account of `email`, with GoTrue's sentences. */
export function passwordWeaknesses(password: string, email: string | null): { reason: WeakPasswordReason; message: string }[] {
  const weaknesses: { reason: WeakPasswordReason; message: string }[] = [];
  if (characterCount(password) < PASSWORD_MIN_LENGTH) weaknesses.push({ reason: 'length', message: `Password should be at least ${PASSWORD_MIN_LENGTH} characters.` });
  if (new Set(password).size < MIN_DIFFERENT_CHARACTERS) weaknesses.push({ reason: 'characters', message: `Password should contain at least ${MIN_DIFFERENT_CHARACTERS} different characters.` });
  const spelled = password.trim().toLowerCase();
  if (COMMON_PASSWORDS.has(spelled)) weaknesses.push({ reason: 'pwned', message: 'Password is known to be weak and easy to guess, please choose a different one.' });
  if (email !== null && isTheAddress(spelled, email.toLowerCase())) weaknesses.push({ reason: 'email', message: 'Password should not be your email address.' });
  return weaknesses;
}

/** The address itself or its local part (`ana.garcia` of `ana.garcia@example.com`): the first guesses of anyone who knows it. */
const isTheAddress = (spelled: string, email: string) => spelled === email || spelled === email.slice(0, email.lastIndexOf('@'));

/**
 * Refuses a password GoTrue's strength check would refuse, with its 422 weak_password and every
 * reason at once (so the form can say all that is wrong), or an absurdly long one (400). Lengths
 * are counted in characters, as people count them.
 */
export function assertAcceptablePassword(password: string, email: string | null): void {
  if (characterCount(password) > PASSWORD_MAX_LENGTH) throw badRequest(AUTH_ERROR_CODES.validationFailed, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
  const weaknesses = passwordWeaknesses(password, email);
  if (weaknesses.length === 0) return;
  throw new AuthApiError(422, AUTH_ERROR_CODES.weakPassword, weaknesses.map(({ message }) => message).join(' '), { weakPasswordReasons: weaknesses.map(({ reason }) => reason) });
}
