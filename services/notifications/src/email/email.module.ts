import { Module } from '@nestjs/common';
import { MailTransport } from './mail-transport.js';

/** The alerts' mails over SMTP_URL (or the log). */
@Module({ providers: [MailTransport], exports: [MailTransport] })
export class EmailModule {}
