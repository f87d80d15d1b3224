import { z } from 'zod';
import { CONTACT_FIELD_MAX_LENGTHS as MAX } from './limits/contact-limits.js';
import { limitedText } from './text-limits.js';

const text = (required: string, tooLong: string, max: number) => limitedText(z.string({ error: required }).trim(), { min: 1, max, tooShort: required, tooLong });

/**
 * POST /api/contact body: the specification's fields, rules and messages (docs/product-spec.md §5:
 * values trimmed, at most N characters, told as "less than N"), plus `website`, a field people never see: a bot that
 * fills it gets the same answer as a person, and its message is dropped.
 */
export const contactRequestSchema = z
  .object({
    name: text('Name is required', `Name must be less than ${MAX.name} characters`, MAX.name),
    email: limitedText(z.string({ error: 'Invalid email address' }).trim(), { max: MAX.email, tooLong: `Email must be less than ${MAX.email} characters` }).pipe(z.email('Invalid email address')),
    subject: text('Subject is required', `Subject must be less than ${MAX.subject} characters`, MAX.subject),
    message: text('Message is required', `Message must be less than ${MAX.message} characters`, MAX.message),
    website: limitedText(z.string(), { max: 500 }).optional(),
  })
  .strict();
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** `identity.contact.submit`: the message and the address it came from (the per-IP limit). */
export const contactSubmitSchema = z.object({ message: contactRequestSchema, clientIp: z.string().min(1).max(100) });
export type ContactSubmit = z.infer<typeof contactSubmitSchema>;

export const contactReceivedSchema = z.object({ received: z.literal(true) });
export type ContactReceived = z.infer<typeof contactReceivedSchema>;

/** GET /api/admin/contact-messages query and `identity.contact.list` request. */
export const contactMessagesListRequestSchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .strict();

/**
 * A stored message as admins read it. `name` and `email` are null once the sender's account was
 * deleted (its erasure keeps the message and removes who sent it): show it as from a deleted account.
 */
export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  receivedAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessagesListSchema = z.object({ messages: z.array(contactMessageSchema), total: z.number().int() });
export type ContactMessagesList = z.infer<typeof contactMessagesListSchema>;
