import { Injectable } from '@nestjs/common';
import { EntityManager, type QueryResult } from '@mikro-orm/postgresql';
import { qualifiedTableName } from '@pickwise/nest-kit';
import { DomainError, type ContactMessagesList, type ContactSubmit } from '@pickwise/contracts';
import { normalizeEmail } from '../accounts/email.js';
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
      messages: records.map(({ id, name, email, subject, message, receivedAt }) => ({ id, name: name ?? null, email: email ?? null, subject, message, receivedAt: receivedAt.toISOString() })),
      total,
    };
  }

  /** The messages sent from `email` (however its letters were typed), oldest first: the sender's personal-data export. */
  async sentFrom(email: string): Promise<SentMessage[]> {
    const em = this.em.fork();
    const rows = await em.execute<{ name: string; email: string; subject: string; message: string; received_at: Date }[]>(
      `select "name", "email", "subject", "message", "received_at" from ${qualifiedTableName(em, ContactMessageRecord)} where lower("email") = ? order by "received_at", "id"`,
      [normalizeEmail(email)],
    );
    return rows.map((row) => ({ name: row.name, email: row.email, subject: row.subject, message: row.message, receivedAt: new Date(row.received_at) }));
  }

  /** In an account's erasure (transaction `em`): the messages sent from its address stay, without the sender's name and address. */
  async anonymiseSentFrom(em: EntityManager, email: string): Promise<number> {
    const result = await em.execute<QueryResult>(`update ${qualifiedTableName(em, ContactMessageRecord)} set "name" = null, "email" = null where lower("email") = ?`, [normalizeEmail(email)], 'run');
    return result.affectedRows;
  }
}

export interface SentMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  receivedAt: Date;
}
