import { z } from 'zod';
import { signedInCallerSchema } from '../profile.js';

/**
 * How recent a session's last authentication must be for the account's most sensitive operations
 * (downloading all its data, deleting it): a signed-in device left open is not enough.
 */
export const RECENT_AUTHENTICATION_SECONDS = 10 * 60;

/**
 * POST /api/account/reauthenticate: the account's password, or a current code of its verified TOTP
 * factor. Either renews the session's authentication time (its `amr` entry for that method).
 */
export const reauthenticateBodySchema = z.union(
  [
    z.strictObject({ password: z.string({ error: 'password is required' }).min(1, 'password is required').max(1_024) }),
    z.strictObject({ code: z.string({ error: 'code is required' }).regex(/^\d{6}$/, 'A code is 6 digits') }),
  ],
  { error: 'Give the password or a 6-digit code' },
);
export type ReauthenticateBody = z.infer<typeof reauthenticateBodySchema>;

/** `identity.account.reauthenticate`: the caller and what they gave. */
export const reauthenticateRequestSchema = signedInCallerSchema.extend({ credentials: reauthenticateBodySchema });
export type ReauthenticateRequest = z.infer<typeof reauthenticateRequestSchema>;

/** Until when the session counts as recently authenticated (ISO time). */
export const reauthenticatedSchema = z.object({ recentUntil: z.iso.datetime() });
export type Reauthenticated = z.infer<typeof reauthenticatedSchema>;
