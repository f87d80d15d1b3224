import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '@pickwise/nest-kit';
import { createTransport, type Transporter } from 'nodemailer';
import type { IdentityConfig } from '../config.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends the service's mails (confirmation, recovery) through SMTP_URL with nodemailer. Without
 * SMTP_URL (a development machine) each mail is written to the log instead, and the start says so.
 */
@Injectable()
export class Mailer implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(Mailer.name);
  private transport?: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: IdentityConfig) {}

  onModuleInit(): void {
    if (this.config.SMTP_URL) {
      this.transport = createTransport(this.config.SMTP_URL);
      this.logger.log(`Mail goes out through SMTP ${redactUrl(this.config.SMTP_URL)}`);
    } else {
      this.logger.warn('No SMTP_URL: mails are written to this log instead of being sent');
    }
    this.logger.log(this.config.MAILER_AUTOCONFIRM ? 'New accounts are confirmed at once (MAILER_AUTOCONFIRM)' : 'New accounts confirm their e-mail through a mailed link');
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }

  async send(mail: Mail): Promise<void> {
    if (!this.transport) {
      this.logger.log({ msg: 'mail not sent (no SMTP_URL)', to: mail.to, subject: mail.subject, text: mail.text });
      return;
    }
    await this.transport.sendMail({ from: this.config.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
  }
}

const redactUrl = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@');
