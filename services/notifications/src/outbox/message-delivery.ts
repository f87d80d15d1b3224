import { Inject, Injectable } from '@nestjs/common';
import type { NotificationChannel, Recipient } from '@pickwise/contracts';
import { GAME_IDS } from '@pickwise/lottery';
import { APP_CONFIG } from '@pickwise/nest-kit';
import { DEFAULT_LANGUAGE, type Language } from '@pickwise/contracts';
import { z } from 'zod';
import type { NotificationsConfig } from '../config.js';
import { NotificationsDatabase } from '../database/notifications-database.js';
import { MailTransport } from '../email/mail-transport.js';
import { notificationFactsSchemas, notificationMailText, notificationText, type MessageKind, type NotificationSubject } from '../messages/notification-texts.js';
import { PushSender, type PushTarget } from '../push/push-sender.js';
import { isAllowedPushEndpoint } from '../subscriptions/push-service-origins.js';
import { unsubscribeToken } from '../unsubscribe/unsubscribe-token.js';
import type { DeliveryOutcome } from './delivery-outcome.js';
import { Recipients } from './recipients.js';

/** An outbox row the sender claimed. */
export interface ClaimedMessage {
  id: string;
  userId: string;
  channel: NotificationChannel;
  kind: MessageKind;
  game: string;
  subscriptionId: string | null;
  facts: unknown;
  /** This attempt's number (the claim counted it). */
  attempts: number;
}

/** One claimed message, ready to go. */
export interface PreparedSend {
  message: ClaimedMessage;
  send(): Promise<DeliveryOutcome>;
}

/** Results and jackpot alerts stay worth showing for a day to a browser that is offline. */
const PUSH_TTL_SECONDS = 24 * 3_600;

const subjectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('results'), game: z.enum(GAME_IDS), facts: notificationFactsSchemas.results }),
  z.object({ kind: z.literal('jackpot'), game: z.enum(GAME_IDS), facts: notificationFactsSchemas.jackpot }),
  z.object({ kind: z.literal('reminder'), game: z.enum(GAME_IDS), facts: notificationFactsSchemas.reminder }),
  z.object({ kind: z.literal('pool-results'), game: z.enum(GAME_IDS), facts: notificationFactsSchemas['pool-results'] }),
  z.object({ kind: z.literal('pool-seal'), game: z.enum(GAME_IDS), facts: notificationFactsSchemas['pool-seal'] }),
]);

interface StoredSubscription extends PushTarget {
  id: string;
  userId: string;
}

/**
 * Turns claimed outbox rows into sends: the texts in the recipient's language (identity's, English
 * when the profile has none), a push message for the row's subscription, a mail to the recipient's
 * confirmed address with its unsubscribe links.
 */
@Injectable()
export class MessageDelivery {
  private readonly siteHost: string;

  constructor(
    private readonly database: NotificationsDatabase,
    private readonly recipients: Recipients,
    private readonly push: PushSender,
    private readonly mail: MailTransport,
    @Inject(APP_CONFIG) private readonly config: Pick<NotificationsConfig, 'SITE_URL' | 'UNSUBSCRIBE_SECRET' | 'PUSH_SERVICE_ORIGINS'>,
  ) {
    this.siteHost = new URL(config.SITE_URL).hostname;
  }

  /** Reads what the messages need (their recipients, their subscriptions); rejects when identity or the database cannot say. */
  async prepare(messages: readonly ClaimedMessage[]): Promise<PreparedSend[]> {
    const recipients = await this.recipients.of(messages.map((message) => message.userId));
    const subscriptions = await this.subscriptions(messages.flatMap((message) => (message.subscriptionId ? [message.subscriptionId] : [])));
    return messages.map((message) => ({ message, send: () => this.send(message, recipients.get(message.userId), subscriptions) }));
  }

  private async send(message: ClaimedMessage, recipient: Recipient | undefined, subscriptions: ReadonlyMap<string, StoredSubscription>): Promise<DeliveryOutcome> {
    const subject = subjectSchema.safeParse({ kind: message.kind, game: message.game, facts: message.facts });
    if (!subject.success) return { kind: 'failed', reason: `unreadable message: ${subject.error.message.slice(0, 200)}` };
    const language = recipient?.language ?? DEFAULT_LANGUAGE;
    if (message.channel === 'push') {
      const subscription = message.subscriptionId ? subscriptions.get(message.subscriptionId) : undefined;
      return this.sendPush(message, subject.data, language, subscription);
    }
    if (!recipient?.email) return { kind: 'dropped', reason: 'no confirmed e-mail address' };
    return this.sendMail(message, subject.data, language, recipient.email);
  }

  private async sendPush(message: ClaimedMessage, subject: NotificationSubject, language: Language, subscription: StoredSubscription | undefined): Promise<DeliveryOutcome> {
    // The browser unsubscribed, or its endpoint moved to another account since the message was enqueued.
    if (!subscription || subscription.userId !== message.userId) return { kind: 'dropped', reason: 'push subscription removed' };
    // PUSH_SERVICE_ORIGINS may have been narrowed since the browser subscribed.
    if (!isAllowedPushEndpoint(subscription.endpoint, this.config.PUSH_SERVICE_ORIGINS)) return { kind: 'dropped', reason: 'push service no longer allowed' };
    const ttlSeconds = subject.kind === 'reminder' ? Math.floor((Date.parse(subject.facts.drawAt) - Date.now()) / 1_000) : PUSH_TTL_SECONDS;
    if (ttlSeconds <= 0) return { kind: 'dropped', reason: 'the draw has begun' };
    const text = notificationText(subject, language);
    return this.push.send(subscription, { title: text.title, body: text.body, url: text.path, tag: text.tag }, { topic: `outbox-${message.id}`, ttlSeconds });
  }

  private async sendMail(message: ClaimedMessage, subject: NotificationSubject, language: Language, to: string): Promise<DeliveryOutcome> {
    if (subject.kind === 'reminder' && Date.parse(subject.facts.drawAt) <= Date.now()) return { kind: 'dropped', reason: 'the draw has begun' };
    const token = unsubscribeToken(this.config.UNSUBSCRIBE_SECRET, message.userId);
    const { subject: mailSubject, text } = notificationMailText(notificationText(subject, language), subject.kind, language, this.config.SITE_URL, token);
    return this.mail.send({
      to,
      subject: mailSubject,
      text,
      messageId: `<outbox-${message.id}@${this.siteHost}>`,
      // A seal's mail is a member's copy of the record, not an alert: unsubscribing would not stop it.
      ...(subject.kind === 'pool-seal' ? {} : { oneClickUnsubscribeUrl: `${this.config.SITE_URL}/api/notifications/unsubscribe?token=${token}` }),
    });
  }

  private async subscriptions(ids: readonly string[]): Promise<Map<string, StoredSubscription>> {
    if (ids.length === 0) return new Map();
    const { rows } = await (await this.database.pool()).query<StoredSubscription>(
      `select id, user_id as "userId", endpoint, p256dh, auth from ${this.database.tables.pushSubscriptions} where id = any($1::uuid[])`,
      [[...new Set(ids)]],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }
}
