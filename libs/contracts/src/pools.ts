import { z } from 'zod';
import { EVIDENCE_PACK_FORMAT, GAME_IDS, SEAL_RECORD_FORMAT } from '@pickwise/lottery';
import { currencyCodeSchema } from './fields.js';
import { isoDateSchema } from './generation.js';
import { signedInCallerSchema } from './profile.js';
import { DISPLAY_NAME_MAX_LENGTH } from './limits/account-limits.js';
import {
  POOL_AGREEMENT_MAX_LENGTH,
  POOL_CONTRIBUTION_MAX,
  POOL_INVITATION_MAX_HOURS,
  POOL_NAME_MAX_LENGTH,
  POOL_PHOTO_MAX_BYTES,
  POOL_SHARES_MAX,
} from './limits/pool-limits.js';
import { TICKET_MAX_LINES } from './limits/ticket-limits.js';
import { limitedText } from './text-limits.js';
import { checkLinesAgainstRules, ticketLineSchema } from './tickets.js';

// Pools (issue 36, the tickets service's pools capability): a group plays together with a sealed
// record per draw. The gateway's /api/pools routes take these bodies; the NATS requests carry them
// with the signed-in caller. Every amount of a pool is a whole number of minor units (cents) of the
// game's currency, named `…Minor`.

const gameSchema = z.enum(GAME_IDS, { error: `game must be one of: ${GAME_IDS.join(', ')}` });
const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'Expected a SHA-256 hash as 64 lower-case hex digits');
const minorUnits = (name: string, max: number) => z.number({ error: `${name} must be a whole number of cents` }).int(`${name} must be a whole number of cents`).min(0, `${name} cannot be negative`).max(max, `${name}: at most ${max}`);

export const poolIdSchema = z.uuid('Not a pool id');
export const poolMemberIdSchema = z.uuid('Not a member id');
export const poolTicketIdSchema = z.uuid('Not a pool ticket id');
export const poolInvitationIdSchema = z.uuid('Not an invitation id');
/** An invitation link's secret: 32 random bytes, base64url. Only its hash is stored. */
export const poolInvitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not an invitation');

export const poolDisplayNameSchema = limitedText(z.string().trim(), { min: 1, max: DISPLAY_NAME_MAX_LENGTH, tooShort: 'displayName: a name the other members will see', tooLong: `displayName: at most ${DISPLAY_NAME_MAX_LENGTH} characters` });
const agreementText = (language: string) => limitedText(z.string().trim(), { min: 1, max: POOL_AGREEMENT_MAX_LENGTH, tooShort: `${language}: the agreement's text`, tooLong: `${language}: at most ${POOL_AGREEMENT_MAX_LENGTH} characters` });

/** An agreement version's two texts: every member reads it in their language, both are sealed. */
export const poolAgreementTextsSchema = z.strictObject({ en: agreementText('en'), es: agreementText('es') });
export type PoolAgreementTexts = z.output<typeof poolAgreementTextsSchema>;

/** POST /api/pools: the caller becomes its organiser and first member; the agreement is the template's when not sent. */
export const poolCreateSchema = z.strictObject({
  name: limitedText(z.string().trim(), { min: 1, max: POOL_NAME_MAX_LENGTH, tooShort: 'name: the pool needs a name', tooLong: `name: at most ${POOL_NAME_MAX_LENGTH} characters` }),
  games: z
    .array(gameSchema)
    .min(1, 'games: at least one game')
    .max(GAME_IDS.length)
    .refine((games) => new Set(games).size === games.length, 'games: a game is named twice'),
  /** `equal`: one share each, whatever is set; `shares`: the whole shares the organiser sets per member. */
  shareMode: z.enum(['equal', 'shares']).default('equal'),
  displayName: poolDisplayNameSchema,
  agreement: poolAgreementTextsSchema.optional(),
});
export type PoolCreate = z.output<typeof poolCreateSchema>;

/** PATCH /api/pools/:id: what is sent changes, from the next draw on (sealed records stay as sealed). */
export const poolUpdateSchema = z
  .strictObject({ name: poolCreateSchema.shape.name.optional(), games: poolCreateSchema.shape.games.optional(), shareMode: z.enum(['equal', 'shares']).optional() })
  .refine((update) => Object.keys(update).length > 0, 'Nothing to change: send name, games or shareMode');
export type PoolUpdate = z.output<typeof poolUpdateSchema>;

export const poolInvitationCreateSchema = z.strictObject({
  hours: z.number({ error: 'hours must be a whole number' }).int('hours must be a whole number').min(1, 'hours: at least 1').max(POOL_INVITATION_MAX_HOURS, `hours: at most ${POOL_INVITATION_MAX_HOURS}`).optional(),
});
export const poolJoinSchema = z.strictObject({ displayName: poolDisplayNameSchema });
export const poolMemberSharesSchema = z.strictObject({ shares: z.number({ error: 'shares must be a whole number' }).int('shares must be a whole number').min(1, 'shares: at least 1').max(POOL_SHARES_MAX, `shares: at most ${POOL_SHARES_MAX}`) });
/** Accepting an agreement word for word: the version and the hash of the texts the member read. */
export const poolAcceptSchema = z.strictObject({ version: z.number().int().min(1), textSha256: sha256Schema });

export const POOL_TICKET_ORIGINS = ['grid', 'generated', 'wheel', 'my-tickets'] as const;
/**
 * POST /api/pools/:id/tickets: a ticket for one draw of one of the pool's games (a draw not yet
 * sealed), its lines typed, generated or from a wheel — or moved from the organiser's My tickets
 * (`fromTicketId`, a ticket of one draw: its lines go to the pool and it leaves My tickets).
 */
export const poolTicketCreateSchema = z
  .strictObject({
    game: gameSchema,
    drawDate: isoDateSchema,
    lines: z.array(ticketLineSchema, { error: 'lines must be a list' }).min(1, 'A ticket has at least one line').max(TICKET_MAX_LINES, `A ticket has at most ${TICKET_MAX_LINES} lines`).optional(),
    fromTicketId: z.uuid('fromTicketId: not a ticket id').optional(),
    /** What a line cost, in cents; the game's price on the draw date when absent. */
    linePriceMinor: minorUnits('linePriceMinor', 100_000).optional(),
    origin: z.enum(POOL_TICKET_ORIGINS).default('grid'),
  })
  .superRefine((ticket, context) => {
    if ((ticket.lines === undefined) === (ticket.fromTicketId === undefined)) {
      context.addIssue({ code: 'custom', path: ['lines'], message: 'Send the lines, or fromTicketId to move a ticket of My tickets, not both' });
      return;
    }
    if (ticket.lines) checkLinesAgainstRules({ game: ticket.game, lines: ticket.lines, firstDrawDate: ticket.drawDate }, context);
  });
export type PoolTicketCreate = z.output<typeof poolTicketCreateSchema>;

export const POOL_PHOTO_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** PUT /api/pools/:id/tickets/:ticketId/photo: the paper ticket's photo, base64, as the screen scaled it. */
export const poolPhotoSchema = z.strictObject({
  mediaType: z.enum(POOL_PHOTO_MEDIA_TYPES, { error: `mediaType must be one of: ${POOL_PHOTO_MEDIA_TYPES.join(', ')}` }),
  base64: z
    .string()
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64: not base64')
    .max(Math.ceil(POOL_PHOTO_MAX_BYTES / 3) * 4, `base64: a photo of at most ${POOL_PHOTO_MAX_BYTES} bytes`),
});
export type PoolPhoto = z.output<typeof poolPhotoSchema>;

/** PUT /api/pools/:id/draws/:game/:date/contributions/:memberId: what the member paid for the draw, as the organiser records it. */
export const poolContributionSchema = z.strictObject({ amountMinor: minorUnits('amountMinor', POOL_CONTRIBUTION_MAX * 100) });
/** PUT /api/pools/:id/draws/:game/:date/prizes: the amount a jackpot or pari-mutuel win paid, once it is known. */
export const poolPrizeAmountSchema = z.strictObject({ ticketId: poolTicketIdSchema, line: z.number().int().min(0).max(TICKET_MAX_LINES - 1), amountMinor: minorUnits('amountMinor', Number.MAX_SAFE_INTEGER) });

export const POOL_MEMBER_STATUSES = ['pending', 'active', 'left', 'removed'] as const;

export const poolMemberSchema = z.object({
  memberId: z.uuid(),
  /** Null once the member's account is deleted: the sealed records keep only their salted name hash. */
  displayName: z.string().nullable(),
  shares: z.number().int(),
  status: z.enum(POOL_MEMBER_STATUSES),
  organiser: z.boolean(),
  /** The newest agreement version the member accepted; null: none yet. */
  acceptedVersion: z.number().int().nullable(),
  joinedAt: z.iso.datetime({ offset: true }),
});

export const poolAgreementSchema = poolAgreementTextsSchema.extend({ version: z.number().int(), textSha256: sha256Schema, createdAt: z.iso.datetime({ offset: true }) });

export const poolTicketSchema = z.object({
  id: z.uuid(),
  lines: z.array(z.object({ main: z.array(z.number().int()), special: z.array(z.number().int()) })),
  linePriceMinor: z.number().int(),
  origin: z.enum(POOL_TICKET_ORIGINS),
  photo: z.object({ sha256: sha256Schema, mediaType: z.enum(POOL_PHOTO_MEDIA_TYPES) }).nullable(),
  addedAt: z.iso.datetime({ offset: true }),
});

export const poolContributionViewSchema = z.object({ memberId: z.uuid(), amountMinor: z.number().int(), recordedAt: z.iso.datetime({ offset: true }), confirmedAt: z.iso.datetime({ offset: true }).nullable() });

export const poolPrizeSchema = z.object({
  ticketId: z.uuid(),
  line: z.number().int(),
  tier: z.string(),
  kind: z.enum(['fixed', 'jackpot', 'pari-mutuel']),
  /** Null while a jackpot's or pari-mutuel prize's amount is not known. */
  amountMinor: z.number().int().nullable(),
});

/** One member's statement for a draw: their share of what the pool spent and of what it won. */
export const poolStatementRowSchema = z.object({ memberId: z.uuid(), spendMinor: z.number().int(), winningsMinor: z.number().int() });

export const poolDrawSchema = z.object({
  game: gameSchema,
  date: isoDateSchema,
  currency: currencyCodeSchema,
  salesCutoffAt: z.iso.datetime({ offset: true }),
  status: z.enum(['open', 'sealed']),
  seal: z.object({ hash: sha256Schema, sequence: z.number().int(), sealedAt: z.iso.datetime({ offset: true }), sealedBy: z.enum(['organiser', 'sales-cutoff']), memberIds: z.array(z.uuid()) }).nullable(),
  tickets: z.array(poolTicketSchema),
  spendMinor: z.number().int(),
  contributions: z.array(poolContributionViewSchema),
  /** Null until the draw's results are in and checked. */
  results: z
    .object({
      prizes: z.array(poolPrizeSchema),
      /** The sum of the prizes whose amount is known. */
      wonMinor: z.number().int(),
      /** Prizes whose amount is not known yet (split once it is). */
      amountsPending: z.number().int(),
      /** Whether a prize is above the game's claim threshold: the claim facts apply. */
      claimNeeded: z.boolean(),
    })
    .nullable(),
  /** Per member of the seal (while open: the members who would count now): spend share and, once known, winnings. */
  statement: z.array(poolStatementRowSchema),
  /** While open: members who accepted the agreement but would sit the draw out, their My tickets pause on or their budget passed by their share. */
  sittingOut: z.array(z.object({ memberId: z.uuid(), reason: z.enum(['paused', 'budget']) })),
});
export type PoolDraw = z.infer<typeof poolDrawSchema>;

export const poolSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  games: z.array(gameSchema),
  shareMode: z.enum(['equal', 'shares']),
  me: z.object({ memberId: z.uuid(), organiser: z.boolean(), status: z.enum(POOL_MEMBER_STATUSES) }),
  members: z.array(poolMemberSchema),
  agreement: poolAgreementSchema,
  /** Newest draw first: every draw the pool has tickets, contributions or a seal for. */
  draws: z.array(poolDrawSchema),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Pool = z.infer<typeof poolSchema>;

export const poolSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  games: z.array(gameSchema),
  organiser: z.boolean(),
  status: z.enum(POOL_MEMBER_STATUSES),
  members: z.number().int(),
  /** The newest seal's hash, to compare with the e-mail. */
  lastSeal: z.object({ game: gameSchema, date: isoDateSchema, hash: sha256Schema }).nullable(),
});
export const poolListSchema = z.object({ pools: z.array(poolSummarySchema) });
export type PoolList = z.infer<typeof poolListSchema>;

export const poolInvitationSchema = z.object({ id: z.uuid(), expiresAt: z.iso.datetime({ offset: true }), revokedAt: z.iso.datetime({ offset: true }).nullable(), createdAt: z.iso.datetime({ offset: true }) });
/** POST /api/pools/:id/invitations: the token is shown once, in the link; only its hash is kept. */
export const poolInvitationCreatedSchema = poolInvitationSchema.extend({ token: poolInvitationTokenSchema });
export const poolInvitationListSchema = z.object({ invitations: z.array(poolInvitationSchema) });
export type PoolInvitation = z.infer<typeof poolInvitationSchema>;
export type PoolInvitationCreated = z.infer<typeof poolInvitationCreatedSchema>;
/** GET /api/pools/invitations/:token: all an invitation shows, before joining. */
export const poolInvitationViewSchema = z.object({ poolName: z.string(), organiserName: z.string().nullable(), games: z.array(gameSchema), members: z.number().int(), agreement: poolAgreementSchema, expiresAt: z.iso.datetime({ offset: true }) });
export type PoolInvitationView = z.infer<typeof poolInvitationViewSchema>;

// The evidence pack (libs/lottery EvidencePack): its shape, checked before the hashes are.
const sealRecordSchema = z.object({
  format: z.literal(SEAL_RECORD_FORMAT),
  pool: z.object({ id: z.string(), name: z.string() }),
  draw: z.object({ game: gameSchema, date: z.string(), salesCutoffAt: z.string() }),
  currency: currencyCodeSchema,
  sequence: z.number().int(),
  sealedAt: z.string(),
  sealedBy: z.enum(['organiser', 'sales-cutoff']),
  previousSealHash: z.string().nullable(),
  agreement: z.object({ version: z.number().int(), textSha256: z.string() }),
  members: z.array(z.object({ memberId: z.string(), nameSalt: z.string(), nameHash: z.string(), shares: z.number().int(), acceptedVersion: z.number().int(), acceptedAt: z.string(), organiser: z.boolean() })),
  tickets: z.array(z.object({ ticketId: z.string(), lines: z.array(z.object({ main: z.array(z.number().int()), special: z.array(z.number().int()) })), linePrice: z.number().int(), photoSha256: z.string().nullable() })),
  contributions: z.array(z.object({ memberId: z.string(), amount: z.number().int(), recordedAt: z.string(), confirmedAt: z.string().nullable() })),
});
export const evidencePackSchema = z.object({
  format: z.literal(EVIDENCE_PACK_FORMAT),
  pool: z.object({ id: z.string(), name: z.string() }),
  exportedAt: z.string(),
  seals: z.array(z.object({ hash: z.string(), record: sealRecordSchema })),
  agreements: z.array(z.object({ version: z.number().int(), en: z.string(), es: z.string(), textSha256: z.string() })),
  photos: z.array(z.object({ sha256: z.string(), mediaType: z.string(), base64: z.string() })),
});

// NATS requests: the caller from the verified token, and what the route carries.
const caller = signedInCallerSchema;
const poolRef = caller.extend({ poolId: poolIdSchema });
const drawRef = poolRef.extend({ game: gameSchema, date: isoDateSchema });
export const poolRequestSchemas = {
  list: caller,
  create: caller.extend({ pool: poolCreateSchema }),
  get: poolRef,
  update: poolRef.extend({ update: poolUpdateSchema }),
  invitationCreate: poolRef.extend({ invitation: poolInvitationCreateSchema }),
  invitationList: poolRef,
  invitationRevoke: poolRef.extend({ invitationId: poolInvitationIdSchema }),
  invitationView: caller.extend({ token: poolInvitationTokenSchema }),
  join: caller.extend({ token: poolInvitationTokenSchema, join: poolJoinSchema }),
  memberApprove: poolRef.extend({ memberId: poolMemberIdSchema }),
  memberShares: poolRef.extend({ memberId: poolMemberIdSchema, shares: poolMemberSharesSchema }),
  memberRemove: poolRef.extend({ memberId: poolMemberIdSchema }),
  leave: poolRef,
  agreementCreate: poolRef.extend({ agreement: poolAgreementTextsSchema }),
  agreementAccept: poolRef.extend({ accept: poolAcceptSchema }),
  ticketCreate: poolRef.extend({ ticket: poolTicketCreateSchema }),
  ticketDelete: poolRef.extend({ ticketId: poolTicketIdSchema }),
  photoPut: poolRef.extend({ ticketId: poolTicketIdSchema, photo: poolPhotoSchema }),
  photoGet: poolRef.extend({ ticketId: poolTicketIdSchema }),
  seal: drawRef,
  contributionPut: drawRef.extend({ memberId: poolMemberIdSchema, contribution: poolContributionSchema }),
  contributionConfirm: drawRef,
  prizeAmountPut: drawRef.extend({ prize: poolPrizeAmountSchema }),
  evidence: poolRef,
} as const;
export type PoolRequest<K extends keyof typeof poolRequestSchemas> = z.output<(typeof poolRequestSchemas)[K]>;

/** `pools.photo.get`'s answer: one photo, base64 (the gateway sends its bytes). */
export const poolPhotoViewSchema = z.object({ sha256: sha256Schema, mediaType: z.enum(POOL_PHOTO_MEDIA_TYPES), base64: z.string() });
/** `pools.evidence`'s answer: the pack without its photos' bytes (each is asked for by `pools.photo.get`: a reply holds 1 MB at most). */
export const poolEvidenceRecordsSchema = evidencePackSchema.extend({ photos: z.array(z.object({ ticketId: z.uuid(), sha256: sha256Schema })) });
