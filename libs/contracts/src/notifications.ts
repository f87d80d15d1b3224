import { z } from 'zod';
import { GAME_IDS } from '@pickwise/lottery';
import { LANGUAGES } from './languages/index.js';
import { drawCorrectionSchema } from './draw-verification.js';
import { currencyCodeSchema } from './fields.js';
import { JACKPOT_THRESHOLD_MAX } from './limits/notification-limits.js';
import { isoDateSchema } from './generation.js';
import { signedInCallerSchema } from './profile.js';

// Alerts (services/notifications): results of saved tickets, jackpot thresholds and draw reminders
// by Web Push and e-mail, and the draw calendars. The gateway's /api/notifications and
// /api/calendars routes take these bodies; the NATS requests carry them with the signed-in caller.

export const NOTIFICATION_CHANNELS = ['push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** results: a saved ticket's draw was checked; jackpot: a jackpot passed the player's amount; reminder: a draw is near. */
export const NOTIFICATION_KINDS = ['results', 'jackpot', 'reminder', 'pool-results'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const languageSchema = z.enum(LANGUAGES, { error: `language must be one of: ${LANGUAGES.join(', ')}` });

/** Browsers one account keeps subscribed to push (phones, desktops, several browsers). */
export const PUSH_SUBSCRIPTIONS_PER_USER_MAX = 20;
/** A push service's URL, as long as browsers make them (FCM's are about 200 characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 1_024;

/**
 * A base64url string (padding allowed) of exactly `bytes` bytes that pass `check`: push subscription
 * keys here, the VAPID keys of the notifications service's configuration.
 */
export const base64urlBytesSchema = (name: string, bytes: number, check?: (decoded: Uint8Array) => boolean) =>
  z
    .string({ error: `${name} must be a base64url string` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${name} must be base64url`)
    .refine((value) => {
      const unpadded = value.replace(/=+$/, '');
      // Only the length that encodes `bytes` bytes can decode to them; atob throws on some others (4n + 1 characters).
      if (unpadded.length !== Math.ceil((bytes * 4) / 3)) return false;
      const decoded = Uint8Array.from(atob(unpadded.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
      return decoded.length === bytes && (check?.(decoded) ?? true);
    }, `${name} must encode ${bytes} bytes`);

/**
 * A browser's push subscription, as `PushSubscription.toJSON()` gives it (RFC 8030 endpoint, RFC
 * 8291 keys): `p256dh` is the browser's P-256 public key (uncompressed point), `auth` its 16-byte
 * secret. Whether the endpoint's push service is one this deployment sends to is the service's answer.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'endpoint must be an http(s) URL' }).max(PUSH_ENDPOINT_MAX_LENGTH, `endpoint: at most ${PUSH_ENDPOINT_MAX_LENGTH} characters`),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64urlBytesSchema('keys.p256dh', 65, (point) => point[0] === 0x04),
    auth: base64urlBytesSchema('keys.auth', 16),
  }),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

/** DELETE /api/notifications/subscriptions: the browser's endpoint it no longer wants messages on. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX_LENGTH) });

const game = z.enum(GAME_IDS, { error: `game must be one of: ${GAME_IDS.join(', ')}` });
const channels = { push: z.boolean({ error: 'push must be true or false' }), email: z.boolean({ error: 'email must be true or false' }) };

/** One kind of message for one game, on the channels the player chose. */
export const notificationRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('results'), game, ...channels }),
  z.strictObject({ kind: z.literal('reminder'), game, ...channels }),
  /** A pool's tickets of the game were checked (issue 36); on push, also each seal's hash (its mail goes to every member). */
  z.strictObject({ kind: z.literal('pool-results'), game, ...channels }),
  z.strictObject({
    kind: z.literal('jackpot'),
    game,
    ...channels,
    /** Tell me when the jackpot passes this amount (whole units of the game's currency). */
    threshold: z.number({ error: 'threshold must be a number' }).int('threshold must be a whole amount').min(1, 'threshold: at least 1').max(JACKPOT_THRESHOLD_MAX, `threshold: at most ${JACKPOT_THRESHOLD_MAX}`),
  }),
]);
export type NotificationRule = z.output<typeof notificationRuleSchema>;

/**
 * GET/PUT /api/notifications/preferences: every rule the player keeps (none by default: nothing is
 * sent until the player turns it on). A PUT replaces the whole list; one rule per kind and game.
 */
export const notificationPreferencesSchema = z.strictObject({
  rules: z
    .array(notificationRuleSchema)
    .max(NOTIFICATION_KINDS.length * GAME_IDS.length)
    .refine((rules) => new Set(rules.map((rule) => `${rule.kind}:${rule.game}`)).size === rules.length, 'rules: a kind and game are named twice'),
});
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

/** GET /api/notifications/preferences data: the rules, and what the page tells the player beside them. */
export const notificationPreferencesViewSchema = notificationPreferencesSchema.extend({
  /** Browsers subscribed to push for this account. */
  pushDevices: z.number().int().nonnegative(),
  /** The language messages are written in (the profile's). */
  language: languageSchema,
  /** My tickets' pause: jackpot messages are silenced while it is on. */
  paused: z.boolean(),
  /** Jackpot rules whose amount the jackpot already passed: the next message comes when it passes it again. */
  jackpotsAbove: z.array(game),
});
export type NotificationPreferencesView = z.output<typeof notificationPreferencesViewSchema>;

/** The one-click unsubscribe token of an e-mail (RFC 8058): 32 bytes, base64url, no padding. */
export const unsubscribeTokenSchema = z.string({ error: 'token is required' }).regex(/^[A-Za-z0-9_-]{43}$/, 'token is not an unsubscribe token');
/** POST /api/notifications/unsubscribe: the token from the link's query (or the site's unsubscribe page's body). */
export const unsubscribeRequestSchema = z.object({ token: unsubscribeTokenSchema });

/** A per-user calendar feed's token (32 random bytes, base64url): the secret part of its address. */
export const calendarTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a calendar address');
/** GET /api/calendars/<game>.ics and /me/<token>.ics query: the feed's language (English by default). */
export const calendarQuerySchema = z.object({ lang: languageSchema.optional() });

/** GET /api/calendars/me: whether the player's own feed exists (its address is shown once, when made). */
export const calendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.iso.datetime().nullable() });
/** POST /api/calendars/me: a new address for the player's feed; any earlier one stops working. */
export const calendarFeedCreatedSchema = z.object({ token: calendarTokenSchema, path: z.string(), createdAt: z.iso.datetime() });
/** DELETE /api/calendars/me: the player's feed address stops working (`revoked` false: there was none). */
export const calendarFeedRevokedSchema = z.object({ revoked: z.boolean() });

// NATS requests: the caller from the verified token, and what the route carries.
export const vapidPublicKeySchema = z.object({ publicKey: z.string() });
/** POST /api/notifications/subscriptions data: the stored subscription. */
export const pushSubscribedSchema = z.object({ id: z.uuid() });
/** DELETE /api/notifications/subscriptions data: `removed` false when the caller had no such browser. */
export const pushUnsubscribedSchema = z.object({ removed: z.boolean() });
/** POST /api/notifications/unsubscribe data: e-mail is off for every alert of the token's account. */
export const unsubscribedSchema = z.object({ unsubscribed: z.literal(true) });
export const pushSubscribeRequestSchema = signedInCallerSchema.extend({ subscription: pushSubscriptionSchema, userAgent: z.string().max(512).optional() });
export const pushUnsubscribeRequestSchema = signedInCallerSchema.extend(pushUnsubscribeSchema.shape);
export const preferencesUpdateRequestSchema = signedInCallerSchema.extend({ preferences: notificationPreferencesSchema });
export const calendarGameRequestSchema = z.object({ game, language: languageSchema });
export const calendarUserRequestSchema = z.object({ token: calendarTokenSchema, language: languageSchema });
/** `calendars.game` and `calendars.user` reply: the iCalendar text (RFC 5545). */
export const calendarReplySchema = z.object({ ics: z.string() });

// Events.

/** JetStream stream of `tickets.results.<game>`: one draw's checked users, in parts. */
export const TICKET_RESULTS_STREAM = 'TICKET_RESULTS';
export const ticketResultsSubject = (gameId: string) => `tickets.results.${gameId}`;
export const TICKET_RESULTS_WILDCARD = 'tickets.results.*';
/** Users one `tickets.results` event names; a draw with more is published in parts. */
export const TICKET_RESULTS_USERS_PER_EVENT = 1_000;

/**
 * What a `tickets.results` event of a corrected draw adds (issue 39): `id` names the correction
 * (one draws.upserted event that changed the draw's numbers or prizes), so a player is told of it
 * once however often it is published; `draw` is the correction as the draws service recorded it
 * (`draws.corrections`), absent when it gave none.
 */
export const ticketResultsCorrectionSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  draw: drawCorrectionSchema.optional(),
});
export type TicketResultsCorrection = z.output<typeof ticketResultsCorrectionSchema>;

/**
 * `tickets.results.<game>`: the draw of `drawDate` was checked and these users have lines on it
 * (published once per draw by the tickets service, `Nats-Msg-Id` `<game>:<drawDate>:<part>:<hash>`).
 * With `correction`: the draw was corrected after these users' lines were checked, and their
 * results changed (`Nats-Msg-Id` `<game>:<drawDate>:<part>:<hash>:corrected:<id>`).
 */
export const ticketResultsEventSchema = z.object({
  game,
  drawDate: isoDateSchema,
  users: z.array(z.uuid()).min(1).max(TICKET_RESULTS_USERS_PER_EVENT),
  part: z.number().int().min(1),
  parts: z.number().int().min(1),
  correction: ticketResultsCorrectionSchema.optional(),
});
export type TicketResultsEvent = z.output<typeof ticketResultsEventSchema>;

/** JetStream stream of `pools.notices.<game>` (issue 36): a pool's record sealed, a pool's tickets checked. */
export const POOL_NOTICES_STREAM = 'POOL_NOTICES';
export const poolNoticeSubject = (gameId: string) => `pools.notices.${gameId}`;
export const POOL_NOTICES_WILDCARD = 'pools.notices.*';

const poolNoticeFields = {
  game,
  drawDate: isoDateSchema,
  poolId: z.uuid(),
  poolName: z.string().min(1).max(200),
  /** The members to tell (their accounts; at most a pool's members). */
  users: z.array(z.uuid()).min(1).max(500),
};
/**
 * `pools.notices.<game>`: `seal`, a pool's record of a draw was sealed (every active member is told
 * its hash by mail, and by push where their pool results alert allows it); `results`, the sealed
 * tickets of the draw were checked (the members of the record with a pool results alert). Published
 * once per pool and draw by the tickets service, `Nats-Msg-Id` `pool:<kind>:<poolId>:<game>:<drawDate>`.
 */
export const poolNoticeEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('seal'), ...poolNoticeFields, sealHash: z.string().regex(/^[0-9a-f]{64}$/), sequence: z.number().int().min(1) }),
  z.object({ kind: z.literal('results'), ...poolNoticeFields }),
]);
export type PoolNoticeEvent = z.output<typeof poolNoticeEventSchema>;
export const poolNoticeMsgId = (event: Pick<PoolNoticeEvent, 'kind' | 'poolId' | 'game' | 'drawDate'>) => `pool:${event.kind}:${event.poolId}:${event.game}:${event.drawDate}`;

/** JetStream stream of `jackpots.changed.<game>`: a game's jackpot figure changed. */
export const JACKPOT_CHANGES_STREAM = 'JACKPOT_CHANGES';
export const jackpotChangedSubject = (gameId: string) => `jackpots.changed.${gameId}`;
export const JACKPOT_CHANGED_WILDCARD = 'jackpots.changed.*';

/** `jackpots.changed.<game>`: the figure the site shows now (`Nats-Msg-Id` `<game>:<drawDate>:<amount>`, so replicas publish it once). */
export const jackpotChangedEventSchema = z.object({
  game,
  amount: z.number().nonnegative().nullable(),
  currencyCode: currencyCodeSchema,
  drawDate: z.iso.datetime().nullable(),
  source: z.enum(['live', 'fallback', 'estimated']),
});
export type JackpotChangedEvent = z.output<typeof jackpotChangedEventSchema>;

// What notifications asks of the other services.

/** `identity.recipients`: who to write to, for at most 1,000 users at a time. */
export const RECIPIENTS_PER_REQUEST = 1_000;
export const recipientsRequestSchema = z.object({ userIds: z.array(z.uuid()).min(1).max(RECIPIENTS_PER_REQUEST) });
/** A user's confirmed e-mail address (null when none is confirmed) and the language of their profile (null when never set). */
export const recipientSchema = z.object({ userId: z.uuid(), email: z.string().nullable(), language: languageSchema.nullable() });
export const recipientsResponseSchema = z.object({ recipients: z.array(recipientSchema) });
export type Recipient = z.output<typeof recipientSchema>;

/** PUT /api/profile/language and `identity.profile.language`: the language the account's mails and notifications are written in. */
export const profileLanguageSchema = z.strictObject({ language: languageSchema });
export const profileLanguageRequestSchema = signedInCallerSchema.extend(profileLanguageSchema.shape);
/** PUT /api/profile/language data: the language now kept (identity may answer with more of the profile). */
export const profileLanguageSetSchema = z.object({ language: languageSchema });

/** `tickets.paused`: which of these users have My tickets' pause on (their jackpot messages are silenced). */
export const pausedUsersRequestSchema = recipientsRequestSchema;
export const pausedUsersResponseSchema = z.object({ paused: z.array(z.uuid()) });

/** `tickets.user-draws`: the draws a user's saved tickets cover from `from` on (the per-user calendar). */
export const userDrawsRequestSchema = z.object({ userId: z.uuid(), from: isoDateSchema, to: isoDateSchema });
export const userDrawsResponseSchema = z.object({
  draws: z.array(z.object({ game, drawDate: isoDateSchema, tickets: z.number().int().min(1), lines: z.number().int().min(1) })),
});
export type UserDraws = z.output<typeof userDrawsResponseSchema>['draws'];
