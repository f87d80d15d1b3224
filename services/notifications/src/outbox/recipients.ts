import { Injectable } from '@nestjs/common';
import { RECIPIENTS_PER_REQUEST, SUBJECTS, recipientsResponseSchema, type Recipient } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';

/**
 * Who the messages go to, asked of identity when they are sent (not when enqueued): the address a
 * mail goes to is the one confirmed at that moment, and the language the one the profile has now.
 */
@Injectable()
export class Recipients {
  constructor(private readonly nats: NatsRequester) {}

  /** The recipients of these users, by user id; a user identity does not know is absent. */
  async of(userIds: readonly string[]): Promise<Map<string, Recipient>> {
    const unique = [...new Set(userIds)];
    const found = new Map<string, Recipient>();
    for (let start = 0; start < unique.length; start += RECIPIENTS_PER_REQUEST) {
      const { recipients } = await this.nats.request(SUBJECTS.identityRecipients, { userIds: unique.slice(start, start + RECIPIENTS_PER_REQUEST) }, { schema: recipientsResponseSchema });
      for (const recipient of recipients) found.set(recipient.userId, recipient);
    }
    return found;
  }
}
