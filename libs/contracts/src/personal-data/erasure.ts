import { z } from 'zod';
import { signedInCallerSchema } from '../profile.js';

/**
 * JetStream stream of erased accounts (docs/architecture.md §4): identity publishes one message
 * per deleted account, and every service that keeps rows about people reads it with a durable
 * consumer of its own, erasing its part and acknowledging only once it is gone. The message names
 * only the account id.
 */
export const ACCOUNT_ERASURES_STREAM = 'ACCOUNT_ERASURES';
export const ACCOUNT_ERASED_SUBJECT = 'identity.accounts.erased';

/** One message of the stream: the account that was deleted, and when (ms since the epoch). */
export const accountErasedEventSchema = z.object({ userId: z.uuid(), erasedAt: z.number().int() });
export type AccountErasedEvent = z.infer<typeof accountErasedEventSchema>;

/** `Nats-Msg-Id` of an erasure: an account is erased once, however often its deletion is retried. */
export const accountErasedMsgId = (event: Pick<AccountErasedEvent, 'userId'>) => `erase:${event.userId}`;

/**
 * DELETE /api/account: the player confirms, word for word, that the account and everything in it
 * goes (the screen names what is lost before asking).
 */
export const ACCOUNT_DELETE_CONFIRMATION = 'DELETE';
export const accountDeleteBodySchema = z.strictObject({
  confirm: z.literal(ACCOUNT_DELETE_CONFIRMATION, { error: `confirm must be "${ACCOUNT_DELETE_CONFIRMATION}"` }),
});
export type AccountDeleteBody = z.infer<typeof accountDeleteBodySchema>;

/** `identity.account.erase`: the caller (whose session must be recently authenticated). */
export const accountEraseRequestSchema = signedInCallerSchema;
export type AccountEraseRequest = z.infer<typeof accountEraseRequestSchema>;

/** What a deletion did: the account is closed, and its erasure was handed to every service. */
export const accountErasedSchema = z.object({ erased: z.literal(true), sessionsEnded: z.number().int().min(0) });
export type AccountErased = z.infer<typeof accountErasedSchema>;
