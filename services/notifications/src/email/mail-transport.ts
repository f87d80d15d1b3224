import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '@pickwise/nest-kit';
import { createTransport, type Transporter } from 'nodemailer';
import type { NotificationsConfig } from '../config.js';
import type { DeliveryOutcome } from '../outbox/delivery-outcome.js';

/** One message's mail, as the outbox composes it. */
export interface NotificationMail {
  to: string;
  subject: string;
  text: string;
  /** `<outbox-<id>@<site host>>`: the same for every attempt, so a mail sent twice after a crash is recognisably one. */
  messageId: string;
  /** The one-click unsubscribe URL (RFC 8058), POSTed by the mail client with `List-Unsubscribe=One-Click`; absent on a pool seal's mail, which alerts do not govern. */
  oneClickUnsubscribeUrl?: string;
}

const MAX_SMTP_CONNECTIONS = 5;
const SMTP_TIMEOUT_MS = 30_000;
/**
 * The headers the DKIM signature covers: nodemailer's list (RFC 6376 §5.4.1's) lacks
 * List-Unsubscribe-Post, which RFC 8058 §4 requires signed along with List-Unsubscribe.
 */
const DKIM_SIGNED_HEADERS =
  'From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:List-Unsubscribe:List-Unsubscribe-Post';

/**
 * Sends the alerts' mails through SMTP_URL with nodemailer (pooled: one connection carries many
 * mails). Without SMTP_URL (a development machine) each mail is written to the log instead, as
 * identity does, and counts as sent.
 */
@Injectable()
export class MailTransport implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(MailTransport.name);
  private transport?: Transporter;
  /**
   * Mails this transport sends at once: one per pooled connection. The outbox claims no more mails
   * than this, so none waits in nodemailer's queue while its lease runs.
   */
  readonly concurrency: number;

  constructor(
    @Inject(APP_CONFIG)
    private readonly config: Pick<NotificationsConfig, 'SMTP_URL' | 'MAIL_FROM' | 'SEND_CONCURRENCY' | 'DKIM_DOMAIN' | 'DKIM_KEY_SELECTOR' | 'DKIM_PRIVATE_KEY'>,
  ) {
    this.concurrency = Math.min(MAX_SMTP_CONNECTIONS, config.SEND_CONCURRENCY);
  }

  onModuleInit(): void {
    if (this.config.SMTP_URL) {
      const { DKIM_DOMAIN: domainName, DKIM_KEY_SELECTOR: keySelector, DKIM_PRIVATE_KEY: privateKey } = this.config;
      // Pooled: a few connections carry the mails in flight. The timeouts keep a stalled server from
      // holding a message past its lease in the outbox.
      this.transport = createTransport({
        url: this.config.SMTP_URL,
        pool: true,
        maxConnections: this.concurrency,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
        // The config takes the three together; without them the relay is trusted to sign.
        ...(domainName && keySelector && privateKey ? { dkim: { domainName, keySelector, privateKey, headerFieldNames: DKIM_SIGNED_HEADERS } } : {}),
      });
      this.logger.log(`Alert mails go out through SMTP ${new URL(this.config.SMTP_URL).host}${domainName ? `, DKIM-signed for ${domainName}` : ''}`);
    } else {
      this.logger.warn('No SMTP_URL: alert mails are written to this log instead of being sent');
    }
  }

  /** After the outbox's sender waited for the mails in flight (before application shutdown), not under them. */
  onApplicationShutdown(): void {
    this.transport?.close();
  }

  async send(mail: NotificationMail): Promise<DeliveryOutcome> {
    const headers: Record<string, string> = mail.oneClickUnsubscribeUrl ? { 'List-Unsubscribe': `<${mail.oneClickUnsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};
    if (!this.transport) {
      this.logger.log({ msg: 'mail not sent (no SMTP_URL)', to: mail.to, subject: mail.subject, messageId: mail.messageId, text: mail.text, headers });
      return { kind: 'sent' };
    }
    try {
      await this.transport.sendMail({ from: this.config.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, messageId: mail.messageId, headers });
      return { kind: 'sent' };
    } catch (error) {
      return outcomeOfError(error);
    }
  }
}

/** An SMTP 5xx reply is a final refusal (RFC 5321 §4.2.1); a 4xx, a refused or dropped connection or a timeout is worth another try. */
function outcomeOfError(error: unknown): DeliveryOutcome {
  const responseCode = (error as { responseCode?: unknown }).responseCode;
  const reason = `SMTP: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300);
  return typeof responseCode === 'number' && responseCode >= 500 ? { kind: 'failed', reason } : { kind: 'retry', reason };
}
