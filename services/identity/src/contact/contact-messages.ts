import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, type ContactMessagesList, type ContactSubmit } from '@pickwise/contracts';
import { IpRateLimits } from '../auth/rate-limits.js';
import { ContactMessageRecord } from './contact-message.entity.js';

/** The contact form's messages: stored for the admins to read, at most RATE_LIMIT_CONTACT per client IP per hour. */
@Injectable()
export class ContactMessages {
  constructor(
    private readonly em: EntityManager,
    private readonly rateLimits: IpRateLimits,
  ) {}

  async submit({ message, clientIp }: ContactSubmit): Promise<void> {
    const waitSeconds = await this.rateLimits.secondsToWait('contact', clientIp);
    if (waitSeconds !== undefined) {
      throw new DomainError('RATE_LIMITED', `Too many messages from this address; please try again in ${Math.ceil(waitSeconds / 60)} minutes`);
    }
    // The hidden field is filled only by bots: they get the same answer, and nothing is kept.
    if (message.website) return;
    const { name, email, subject, message: text } = message;
    const em = this.em.fork();
    em.create(ContactMessageRecord, { name, email, subject, message: text });
    await em.flush();
  }

  async list(limit: number, offset: number): Promise<ContactMessagesList> {
    const [records, total] = await this.em.fork().findAndCount(ContactMessageRecord, {}, { orderBy: { receivedAt: 'desc', id: 'desc' }, limit, offset });
    return {
      messages: records.map(({ id, name, email, subject, message, receivedAt }) => ({ id, name, email, subject, message, receivedAt: receivedAt.toISOString() })),
      total,
    };
  }
}
