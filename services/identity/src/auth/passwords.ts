import { Algorithm, hash, verify } from '@node-rs/argon2';
import { randomUUID } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@pickwise/contracts';
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

/** Refuses a password GoTrue would refuse: shorter than 6 characters (422 weak_password), or absurdly long. */
export function assertAcceptablePassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new AuthApiError(422, AUTH_ERROR_CODES.weakPassword, `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`, { weakPasswordReasons: ['length'] });
  }
  if (password.length > PASSWORD_MAX_LENGTH) throw badRequest(AUTH_ERROR_CODES.validationFailed, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
}
