import { z } from 'zod';

/**
 * JetStream stream of ended sessions (docs/architecture.md §6): identity publishes the ids of every
 * session it ends, each gateway replica keeps them in memory and refuses access tokens naming them
 * until those tokens would have expired anyway.
 */
export const SESSIONS_ENDED_STREAM = 'SESSIONS_ENDED';
export const SESSIONS_ENDED_SUBJECT = 'identity.sessions.ended';

/** Why a session ended (`account_deleted`: the account was erased); for logs and metrics, the gateway refuses every reason alike. */
export const SESSION_END_REASONS = ['logout', 'refresh_token_reuse', 'password_change', 'admin', 'account_deleted'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** At most this many session ids per message, well under NATS's 1 MB payload limit. */
export const MAX_ENDED_SESSIONS_PER_MESSAGE = 1_000;

/**
 * One message of the stream: sessions of one user that ended together. `refuseUntil` (ms since the
 * epoch) is when the last access token any of them could have been issued has expired.
 */
export const sessionsEndedEventSchema = z.object({
  userId: z.string().min(1),
  sessionIds: z.array(z.string().min(1)).min(1).max(MAX_ENDED_SESSIONS_PER_MESSAGE),
  reason: z.enum(SESSION_END_REASONS),
  endedAt: z.number().int(),
  refuseUntil: z.number().int(),
});
export type SessionsEndedEvent = z.infer<typeof sessionsEndedEventSchema>;

/** POST /api/admin/sign-out body: the account whose sessions an admin ends. */
export const adminSignOutBodySchema = z.strictObject({ email: z.string({ error: 'email is required' }).trim().max(255).pipe(z.email('Invalid email address')) });
export type AdminSignOutBody = z.infer<typeof adminSignOutBodySchema>;

/** `identity.sessions.end-user` request: the account, and the admin who asked (for the log). */
export const endUserSessionsRequestSchema = adminSignOutBodySchema.extend({ requestedBy: z.string().min(1) });
export type EndUserSessionsRequest = z.infer<typeof endUserSessionsRequestSchema>;

/** What an admin sign-out did: how many sessions ended (0 when the account had none). */
export const endUserSessionsResultSchema = z.object({ sessionsEnded: z.number().int().min(0) });
export type EndUserSessionsResult = z.infer<typeof endUserSessionsResultSchema>;
