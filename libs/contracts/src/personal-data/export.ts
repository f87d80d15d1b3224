import { z } from 'zod';
import { LANGUAGES } from '../languages/index.js';
import { signedInCallerSchema } from '../profile.js';
import { GAME_IDS } from '@pickwise/lottery';
import { isoDateSchema } from '../generation.js';
import { POOL_MEMBER_STATUSES } from '../pools.js';
import { limitsSchema, ticketSchema } from '../tickets.js';

/**
 * "Download my data" (GET /api/account/export): every service that keeps rows about a person
 * answers its own part over NATS (`<service>.account.export`), and the gateway puts the parts
 * together. Times are ISO strings; nothing secret (password hashes, TOTP secrets, token hashes)
 * is ever part of it.
 */
export const personalDataRequestSchema = signedInCallerSchema;
export type PersonalDataRequest = z.infer<typeof personalDataRequestSchema>;

const isoTime = z.iso.datetime({ offset: true });

/**
 * identity's part: the account (with what the sign-up stated in `metadata`), its roles, its
 * profile, how and from where it signed in, its factors and the contact messages sent from its
 * address. `profile.language` is null while none is recorded (its mails then carry English and Spanish).
 */
export const identityPersonalDataSchema = z.object({
  account: z.object({
    id: z.uuid(),
    email: z.string().nullable(),
    role: z.string(),
    createdAt: isoTime,
    emailConfirmedAt: isoTime.nullable(),
    lastSignInAt: isoTime.nullable(),
    metadata: z.record(z.string(), z.unknown()),
  }),
  roles: z.array(z.object({ role: z.string(), grantedAt: isoTime })),
  profile: z.object({ displayName: z.string().nullable(), country: z.string().nullable(), language: z.enum(LANGUAGES).nullable() }),
  sessions: z.array(z.object({ createdAt: isoTime, lastActiveAt: isoTime, userAgent: z.string().nullable(), ip: z.string().nullable(), aal: z.string() })),
  signInAddresses: z.array(z.object({ ip: z.string(), lastSignedInAt: isoTime })),
  /** Each factor's kind and state; never its secret. */
  factors: z.array(z.object({ id: z.uuid(), type: z.string(), friendlyName: z.string().nullable(), status: z.string(), createdAt: isoTime })),
  /** Messages sent through the contact form from the account's e-mail address. */
  contactMessages: z.array(z.object({ name: z.string(), email: z.string(), subject: z.string(), message: z.string(), receivedAt: isoTime })),
});
export type IdentityPersonalData = z.infer<typeof identityPersonalDataSchema>;

/**
 * A pool membership's personal part (issue 36): who the player is in the pool, what they accepted,
 * what was recorded of their payments, and the sealed records they stand in (by hash; the records
 * are the pool's, in its evidence pack).
 */
export const poolMembershipDataSchema = z.object({
  poolId: z.uuid(),
  poolName: z.string(),
  memberId: z.uuid(),
  displayName: z.string().nullable(),
  shares: z.number().int(),
  status: z.enum(POOL_MEMBER_STATUSES),
  organiser: z.boolean(),
  joinedAt: z.iso.datetime({ offset: true }),
  acceptances: z.array(z.object({ version: z.number().int(), acceptedAt: z.iso.datetime({ offset: true }) })),
  contributions: z.array(z.object({ game: z.enum(GAME_IDS), drawDate: isoDateSchema, amountMinor: z.number().int(), recordedAt: z.iso.datetime({ offset: true }), confirmedAt: z.iso.datetime({ offset: true }).nullable() })),
  sealedIn: z.array(z.object({ game: z.enum(GAME_IDS), drawDate: isoDateSchema, sealHash: z.string(), spendShareMinor: z.number().int() })),
});
export type PoolMembershipData = z.infer<typeof poolMembershipDataSchema>;

/** The tickets service's part: every saved ticket with every result (in the list's order, ticketListOrder), the budgets and pause, and the pool memberships. */
export const ticketsPersonalDataSchema = z.object({ tickets: z.array(ticketSchema), limits: limitsSchema, pools: z.array(poolMembershipDataSchema) });
export type TicketsPersonalData = z.infer<typeof ticketsPersonalDataSchema>;

/**
 * `tickets.account.export` answers the tickets part a page at a time, since one NATS reply holds at
 * most 1 MB and a player's tickets may hold far more: `cursor` is null for the first page, then the
 * previous page's `nextCursor`.
 */
export const ticketsPersonalDataPageRequestSchema = personalDataRequestSchema.extend({ cursor: z.uuid().nullable() });
export type TicketsPersonalDataPageRequest = z.infer<typeof ticketsPersonalDataPageRequestSchema>;
/**
 * One page: whole tickets in the order of their ids after the cursor, as many as a budget well
 * under 1 MB holds (at least one), with the budgets and pause as read for this page (the gateway
 * keeps the first page's); `nextCursor` is the page's last ticket while more follow, else null.
 * The gateway joins the pages' tickets and puts them in the list's order.
 */
export const ticketsPersonalDataPageSchema = ticketsPersonalDataSchema.extend({ nextCursor: z.uuid().nullable() });
export type TicketsPersonalDataPage = z.infer<typeof ticketsPersonalDataPageSchema>;

/** The notifications service's part: alert rules, browsers subscribed to push, the calendar address's existence, the messages sent. */
export const notificationsPersonalDataSchema = z.object({
  rules: z.array(
    z.object({
      kind: z.string(),
      game: z.string(),
      push: z.boolean(),
      email: z.boolean(),
      threshold: z.number().nullable(),
      /** A jackpot rule's state: the last figure seen was at or above its threshold (a message goes when it turns true); false for other kinds. */
      aboveThreshold: z.boolean(),
      updatedAt: isoTime,
    }),
  ),
  /** Each browser's push endpoint and user agent; never the keys messages are encrypted with. */
  pushSubscriptions: z.array(z.object({ endpoint: z.string(), userAgent: z.string().nullable(), createdAt: isoTime })),
  /** Whether a personal calendar address exists; the address itself is a secret only its owner saw. */
  calendarFeed: z.object({ active: z.boolean(), createdAt: isoTime.nullable() }),
  /** Every message the outbox holds for the player (finished ones for RETENTION_DAYS.outboxMessages); `sentAt` null until sent. */
  messages: z.array(
    z.object({ channel: z.string(), kind: z.string(), game: z.string(), occasion: z.string(), status: z.string(), createdAt: isoTime, sentAt: isoTime.nullable() }),
  ),
});
export type NotificationsPersonalData = z.infer<typeof notificationsPersonalDataSchema>;

/**
 * `notifications.account.export` answers a page at a time too: 30 days of messages to every browser
 * and by e-mail, for every game and kind, can pass what one reply holds. `cursor` is null for the
 * first page, then the previous page's `nextCursor`.
 */
export const notificationsPersonalDataPageRequestSchema = personalDataRequestSchema.extend({ cursor: z.string().regex(/^[1-9]\d{0,17}$/, 'cursor: a previous page’s nextCursor').nullable() });
export type NotificationsPersonalDataPageRequest = z.infer<typeof notificationsPersonalDataPageRequestSchema>;
/**
 * One page: the rules, browsers and calendar address (small and bounded, read for every page; the
 * gateway keeps the first page's) and the next messages in the outbox's order; `nextCursor` (the
 * last message's place) while more follow, else null. The gateway joins the pages' messages.
 */
export const notificationsPersonalDataPageSchema = notificationsPersonalDataSchema.extend({ nextCursor: z.string().nullable() });
export type NotificationsPersonalDataPage = z.infer<typeof notificationsPersonalDataPageSchema>;

/** The JSON file of the download: every part, named by the service that holds it. */
export const PERSONAL_DATA_FORMAT = 'pickwise-personal-data';
export const PERSONAL_DATA_VERSION = 1;
export const personalDataExportSchema = z.object({
  format: z.literal(PERSONAL_DATA_FORMAT),
  version: z.literal(PERSONAL_DATA_VERSION),
  exportedAt: isoTime,
  identity: identityPersonalDataSchema,
  tickets: ticketsPersonalDataSchema,
  notifications: notificationsPersonalDataSchema,
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

/** At most this many downloads per account an hour: an export reads every service's rows. */
export const PERSONAL_DATA_EXPORTS_PER_HOUR = 5;
