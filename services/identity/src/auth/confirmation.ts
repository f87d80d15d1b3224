import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../accounts/entities.js';
import { accountLanguage } from '../mail/account-language.js';
import { confirmationMail } from '../mail/mail-texts.js';
import { Mailer } from '../mail/mailer.js';
import { EmailLinks } from './email-links.js';

/** Mails a new account the link that confirms its address (at sign-up, and again on POST /resend), in the account's language. */
@Injectable()
export class ConfirmationMails {
  constructor(
    private readonly em: EntityManager,
    private readonly links: EmailLinks,
    private readonly mailer: Mailer,
  ) {}

  /** Sends the mail; resolves with when it was sent (the user's confirmation_sent_at). */
  async send(userId: string, email: string, redirectTo: string | undefined): Promise<Date> {
    const token = await this.links.issue(userId, 'confirmation');
    await this.mailer.send(confirmationMail(email, await accountLanguage(this.em.fork(), userId), this.links.link(token, 'signup', redirectTo)));
    const sentAt = new Date();
    await this.em.fork().nativeUpdate(User, { id: userId }, { confirmationSentAt: sentAt });
    return sentAt;
  }
}
