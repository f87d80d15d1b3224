/** NATS subject names: the one place both sides of every call import them from. */
export const SUBJECTS = {
  generationGenerate: 'generation.generate',
  /** A share link's sets again, not logged as a new generation. */
  generationReplay: 'generation.replay',
  generationLogsList: 'generation.logs.list',
  generationHealth: 'generation.health',
  drawsList: 'draws.list',
  drawsStats: 'draws.stats',
  drawsCounts: 'draws.counts',
  drawsLatest: 'draws.latest',
  /** One draw's details (rules that day, numbers drawn since); signed-in users with a complete profile. */
  drawsDetails: 'draws.details',
  /** The ticket checker: a line against the whole history, by prize tier. */
  drawsCheck: 'draws.check',
  drawsHealth: 'draws.health',
  jackpotsGet: 'jackpots.get',
  jackpotsHealth: 'jackpots.health',
  jackpotsProviderUsage: 'jackpots.provider-usage',
  identityHealth: 'identity.health',
  identityJwks: 'identity.jwks',
  identityMe: 'identity.me',
  identityProfileGet: 'identity.profile.get',
  identityProfileUpdate: 'identity.profile.update',
  /** A contact form message to store (per-IP limit, honeypot); admins list them. */
  identityContactSubmit: 'identity.contact.submit',
  identityContactList: 'identity.contact.list',
  /** An admin ends every session of an account (POST /api/admin/sign-out). */
  identitySessionsEndUser: 'identity.sessions.end-user',
  ingestionRun: 'ingestion.run',
  ingestionBackfill: 'ingestion.backfill',
  ingestionBootstrap: 'ingestion.bootstrap',
  ingestionLogsList: 'ingestion.logs.list',
  ingestionHealth: 'ingestion.health',
  /** How fresh a game's stored draws are: newest stored draw, last successful check, stale or not (history pages). */
  ingestionFreshness: 'ingestion.freshness',
  /** The admin panel's Game Health cards. */
  ingestionGamesHealth: 'ingestion.games.health',
  /** The paid provider's calls this month, from every service that calls it. */
  ingestionPaidProviderUsage: 'ingestion.paid-provider.usage',
  /** A game's stored draws from a date, oldest first: what the tickets service checks saved lines with. */
  drawsRange: 'draws.range',
  /** Draws not verified yet (provisional or disputed), first seen within the last 7 days: what reconciliation asks the other sources for. */
  drawsVerificationPending: 'draws.verification.pending',
  /** A game's corrections (a stored draw's numbers or jackpot changed), newest first. */
  drawsCorrections: 'draws.corrections',
  /** A page of a game's draws for the open feed (/api/open/<game>/draws.json|csv), newest first, cursor by date. */
  drawsOpenFeed: 'draws.open-feed',
  ticketsCreate: 'tickets.create',
  ticketsList: 'tickets.list',
  ticketsGet: 'tickets.get',
  ticketsUpdate: 'tickets.update',
  ticketsDelete: 'tickets.delete',
  /** The owner opened a ticket: its results are no longer unread. */
  ticketsMarkRead: 'tickets.mark-read',
  ticketsSummary: 'tickets.summary',
  ticketsLimitsGet: 'tickets.limits.get',
  ticketsLimitsUpdate: 'tickets.limits.update',
  ticketsHealth: 'tickets.health',
  /** Which of some users have My tickets' pause on (notifications silences their jackpot messages). */
  ticketsPaused: 'tickets.paused',
  /** The draws a user's saved tickets cover in a period (the per-user calendar feed). */
  ticketsUserDraws: 'tickets.user-draws',
  /** Confirmed e-mail address and language of some users (notifications writes to them). */
  identityRecipients: 'identity.recipients',
  /** The signed-in user's language, kept in the profile for mails and notifications. */
  identityProfileLanguage: 'identity.profile.language',
  notificationsVapidPublicKey: 'notifications.vapid-public-key',
  notificationsSubscribe: 'notifications.subscriptions.add',
  notificationsUnsubscribeDevice: 'notifications.subscriptions.remove',
  notificationsPreferencesGet: 'notifications.preferences.get',
  notificationsPreferencesUpdate: 'notifications.preferences.update',
  /** An e-mail's one-click unsubscribe (RFC 8058), without a session. */
  notificationsUnsubscribe: 'notifications.unsubscribe',
  notificationsHealth: 'notifications.health',
  /** A game's draw calendar (iCalendar text). */
  calendarsGame: 'calendars.game',
  /** A user's draw calendar, by the feed's secret token. */
  calendarsUser: 'calendars.user',
  calendarsFeedStatus: 'calendars.feed.status',
  calendarsFeedCreate: 'calendars.feed.create',
  calendarsFeedRevoke: 'calendars.feed.revoke',
  /** The signed-in user proves again who they are (password or TOTP code): export and deletion ask for a recent authentication. */
  identityAccountReauthenticate: 'identity.account.reauthenticate',
  /** Each service's part of "Download my data": the caller's own rows, secrets left out. */
  identityAccountExport: 'identity.account.export',
  ticketsAccountExport: 'tickets.account.export',
  notificationsAccountExport: 'notifications.account.export',
  /** Pools (issue 36, the tickets service): one subject per operation of /api/pools, each with the signed-in caller. */
  poolsList: 'pools.list',
  poolsCreate: 'pools.create',
  poolsGet: 'pools.get',
  poolsUpdate: 'pools.update',
  poolsInvitationCreate: 'pools.invitation.create',
  poolsInvitationList: 'pools.invitation.list',
  poolsInvitationRevoke: 'pools.invitation.revoke',
  poolsInvitationView: 'pools.invitation.view',
  poolsJoin: 'pools.join',
  poolsMemberApprove: 'pools.member.approve',
  poolsMemberShares: 'pools.member.shares',
  poolsMemberRemove: 'pools.member.remove',
  poolsLeave: 'pools.leave',
  poolsAgreementCreate: 'pools.agreement.create',
  poolsAgreementAccept: 'pools.agreement.accept',
  poolsTicketCreate: 'pools.ticket.create',
  poolsTicketDelete: 'pools.ticket.delete',
  poolsPhotoPut: 'pools.photo.put',
  poolsPhotoGet: 'pools.photo.get',
  poolsSeal: 'pools.seal',
  poolsContributionPut: 'pools.contribution.put',
  poolsContributionConfirm: 'pools.contribution.confirm',
  poolsPrizeAmountPut: 'pools.prize-amount.put',
  poolsEvidence: 'pools.evidence',
  /** Deletes the signed-in account: ends its sessions, publishes its erasure on ACCOUNT_ERASURES, erases identity's rows. */
  identityAccountErase: 'identity.account.erase',
} as const;

/**
 * Requests a caller may send again to another replica of the service when the first does not answer
 * promptly (libs/nest-kit NatsRequester): reads, and generation, which logs a request once per
 * request id however many copies reached it. Whatever changes state otherwise (sign-ins, contact
 * messages, ingestion runs, profile updates) is sent once, and so is a read that is slow by nature
 * (`generation.replay` of a past date computes that date's statistics, about half a second: a copy
 * after NATS_HEDGE_AFTER_MS would only double its work).
 */
export const RETRY_SAFE_SUBJECTS: ReadonlySet<string> = new Set<string>([
  SUBJECTS.generationGenerate,
  SUBJECTS.generationLogsList,
  SUBJECTS.generationHealth,
  SUBJECTS.drawsList,
  SUBJECTS.drawsStats,
  SUBJECTS.drawsCounts,
  SUBJECTS.drawsLatest,
  SUBJECTS.drawsDetails,
  SUBJECTS.drawsCheck,
  SUBJECTS.drawsHealth,
  SUBJECTS.jackpotsGet,
  SUBJECTS.jackpotsHealth,
  SUBJECTS.jackpotsProviderUsage,
  SUBJECTS.identityHealth,
  SUBJECTS.identityJwks,
  SUBJECTS.identityMe,
  SUBJECTS.identityProfileGet,
  SUBJECTS.identityContactList,
  SUBJECTS.ingestionLogsList,
  SUBJECTS.ingestionHealth,
  SUBJECTS.ingestionFreshness,
  SUBJECTS.ingestionGamesHealth,
  SUBJECTS.ingestionPaidProviderUsage,
  SUBJECTS.drawsRange,
  SUBJECTS.drawsVerificationPending,
  SUBJECTS.drawsCorrections,
  SUBJECTS.drawsOpenFeed,
  SUBJECTS.ticketsList,
  SUBJECTS.ticketsGet,
  SUBJECTS.ticketsSummary,
  SUBJECTS.ticketsLimitsGet,
  SUBJECTS.ticketsHealth,
  SUBJECTS.ticketsPaused,
  SUBJECTS.ticketsUserDraws,
  SUBJECTS.identityRecipients,
  SUBJECTS.notificationsVapidPublicKey,
  SUBJECTS.notificationsPreferencesGet,
  SUBJECTS.notificationsHealth,
  SUBJECTS.calendarsGame,
  SUBJECTS.calendarsUser,
  SUBJECTS.calendarsFeedStatus,
  SUBJECTS.ticketsAccountExport,
  SUBJECTS.notificationsAccountExport,
  SUBJECTS.poolsList,
  SUBJECTS.poolsGet,
  SUBJECTS.poolsInvitationList,
  SUBJECTS.poolsInvitationView,
  SUBJECTS.poolsPhotoGet,
  SUBJECTS.poolsEvidence,
]);

/** JetStream stream of ingested draw batches (durable, deduplicated by Nats-Msg-Id; its settings in src/streams.ts). */
export const DRAWS_STREAM = 'DRAWS';
export const drawsIngestedSubject = (game: string) => `draws.ingested.${game}`;
/** Every game's ingested batches: what the DRAWS stream keeps (src/streams.ts). */
export const DRAWS_INGESTED_WILDCARD = drawsIngestedSubject('*');
/** Plain event published after draws were upserted. */
export const drawsUpsertedSubject = (game: string) => `draws.upserted.${game}`;
export const DRAWS_UPSERTED_WILDCARD = 'draws.upserted.*';
/**
 * JetStream stream keeping every `draws.upserted.<game>` event, so a consumer that must act on each
 * changed draw (the tickets service's checks) misses none while it is down. Core subscribers (caches)
 * receive the same messages as before.
 */
export const DRAW_CHANGES_STREAM = 'DRAW_CHANGES';

/** The services whose health the gateway reports, each answering `<name>.health`. */
export const SERVICE_NAMES = ['generation', 'draws', 'jackpots', 'identity', 'ingestion', 'tickets', 'notifications'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
export const healthSubject = (service: ServiceName) => `${service}.health`;
