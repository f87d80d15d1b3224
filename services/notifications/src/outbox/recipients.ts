import { Injectable } from '@nestjs/common';
import { SUBJECTS, recipientsResponseSchema, type Recipient } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import { askInChunks } from './chunked-requests.js';

/**
 * Who the messages go to, asked of identity when they are sent (not when enqueued): the address a
 * mail goes to is the one confirmed at that moment, and the language the one the profile has now.
 */
@Injectable()
export class Recipients {
  constructor(private readonly nats: NatsRequester) {}

  /** The recipients of these users, by user id; a user identity does not know is absent. */
  async of(userIds: readonly string[]): Promise<Map<string, Recipient>> {
    const recipients = await askInChunks([...new Set(userIds)], async (chunk) => {
      const reply = await this.nats.request(SUBJECTS.identityRecipients, { userIds: chunk }, { schema: recipientsResponseSchema });
      return reply.recipients;
    });
    return new Map(recipients.map((recipient) => [recipient.userId, recipient]));
  }
}
