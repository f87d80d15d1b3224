import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CONTACT_FIELD_MAX_LENGTHS as MAX } from '@pickwise/contracts';

/**
 * A message sent through the contact form; no client address or other trace of the sender is kept.
 * `name` and `email` are null once the account of that address was deleted (AccountErasure).
 */
export const ContactMessageRecord = defineEntity({
  name: 'ContactMessageRecord',
  tableName: 'contact_messages',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    name: p.string().length(MAX.name).nullable(),
    email: p.string().length(MAX.email).nullable(),
    subject: p.string().length(MAX.subject),
    message: p.string().length(MAX.message),
    receivedAt: p.datetime().fieldName('received_at').defaultRaw('now()'),
  },
});
export type ContactMessageEntity = InferEntity<typeof ContactMessageRecord>;
