import { defineEntity, p } from '@mikro-orm/core';

// The tickets schema's tables (src/migrations). The service reads and writes them with SQL over pg
// (set-based checks, one statement per draw); the entities give MikroORM their names.

export const TicketTable = defineEntity({
  name: 'Ticket',
  tableName: 'tickets',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().fieldName('user_id'),
    clientId: p.uuid().fieldName('client_id').nullable(),
    game: p.string().length(64),
    label: p.string().length(240).nullable(),
    firstDrawDate: p.string().columnType('date').fieldName('first_draw_date'),
    lastDrawDate: p.string().columnType('date').fieldName('last_draw_date'),
    drawDates: p.array().columnType('date[]').fieldName('draw_dates'),
    draws: p.smallint(),
    pricePerLine: p.decimal('number').precision(10).scale(2).fieldName('price_per_line'),
    currency: p.string().length(3),
    createdAt: p.datetime().fieldName('created_at'),
    updatedAt: p.datetime().fieldName('updated_at'),
    /** Null until the draws already stored when the ticket was saved (or changed) have been checked. */
    storedDrawsCheckedAt: p.datetime().nullable().fieldName('stored_draws_checked_at'),
  },
});

export const TicketLineTable = defineEntity({
  name: 'TicketLine',
  tableName: 'ticket_lines',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    ticketId: p.uuid().fieldName('ticket_id'),
    lineIndex: p.smallint().fieldName('line_index'),
    main: p.array().columnType('smallint[]'),
    special: p.array().columnType('smallint[]'),
  },
});

export const LineResultTable = defineEntity({
  name: 'LineResult',
  tableName: 'line_results',
  properties: {
    lineId: p.bigint('number').primary().fieldName('line_id'),
    drawDate: p.string().columnType('date').primary().fieldName('draw_date'),
    ticketId: p.uuid().fieldName('ticket_id'),
    mainHits: p.array().columnType('smallint[]').fieldName('main_hits'),
    specialHits: p.array().columnType('smallint[]').fieldName('special_hits'),
    bonusHit: p.boolean().fieldName('bonus_hit'),
    tier: p.string().length(16).nullable(),
    prizeKind: p.string().length(16).nullable().fieldName('prize_kind'),
    prizeAmount: p.decimal('number').precision(14).scale(2).nullable().fieldName('prize_amount'),
    prizePaidAs: p.string().length(16).nullable().fieldName('prize_paid_as'),
    checkedAt: p.datetime().fieldName('checked_at'),
    readAt: p.datetime().nullable().fieldName('read_at'),
  },
});

export const CheckedDrawTable = defineEntity({
  name: 'CheckedDraw',
  tableName: 'checked_draws',
  properties: {
    game: p.string().length(64).primary(),
    drawDate: p.string().columnType('date').primary().fieldName('draw_date'),
    jackpot: p.decimal('number').precision(18).scale(2).nullable(),
    checkedAt: p.datetime().fieldName('checked_at'),
    /** Null until every `tickets.results` event of the draw is published (recent draws only). */
    resultsPublishedAt: p.datetime().nullable().fieldName('results_published_at'),
    /** The draw's status as the draws service last gave it (issue 39); null until asked. */
    drawStatus: p.string().length(16).nullable().fieldName('draw_status'),
  },
});

/** A ticket whose results a correction of a recent draw changed, until its owner is told (issue 39). */
export const ResultCorrectionTable = defineEntity({
  name: 'ResultCorrection',
  tableName: 'result_corrections',
  properties: {
    game: p.string().length(64).primary(),
    drawDate: p.string().columnType('date').primary().fieldName('draw_date'),
    /** The correction: a hash of the draws.upserted event that changed the draw. */
    correctionKey: p.string().length(64).primary().fieldName('correction_key'),
    ticketId: p.uuid().primary().fieldName('ticket_id'),
    createdAt: p.datetime().fieldName('created_at'),
    publishedAt: p.datetime().nullable().fieldName('published_at'),
  },
});

export const PlayerLimitsTable = defineEntity({
  name: 'PlayerLimits',
  tableName: 'player_limits',
  properties: {
    userId: p.uuid().primary().fieldName('user_id'),
    paused: p.boolean(),
    updatedAt: p.datetime().fieldName('updated_at'),
  },
});

export const BudgetTable = defineEntity({
  name: 'Budget',
  tableName: 'budgets',
  properties: {
    userId: p.uuid().primary().fieldName('user_id'),
    currency: p.string().length(3).primary(),
    weekly: p.decimal('number').precision(12).scale(2).nullable(),
    monthly: p.decimal('number').precision(12).scale(2).nullable(),
    pendingWeekly: p.decimal('number').precision(12).scale(2).nullable().fieldName('pending_weekly'),
    pendingMonthly: p.decimal('number').precision(12).scale(2).nullable().fieldName('pending_monthly'),
    pendingEffectiveAt: p.datetime().nullable().fieldName('pending_effective_at'),
    updatedAt: p.datetime().fieldName('updated_at'),
  },
});

// Pools (issue 36; src/migrations/Migration20261207090000Pools.ts has each column's why).
export const PoolTable = defineEntity({
  name: 'Pool',
  tableName: 'pools',
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(80),
    games: p.array().columnType('text[]'),
    shareMode: p.string().length(8).fieldName('share_mode'),
    createdAt: p.datetime().fieldName('created_at'),
    updatedAt: p.datetime().fieldName('updated_at'),
  },
});

export const PoolMemberTable = defineEntity({
  name: 'PoolMember',
  tableName: 'pool_members',
  properties: {
    id: p.uuid().primary(),
    poolId: p.uuid().fieldName('pool_id'),
    userId: p.uuid().nullable().fieldName('user_id'),
    displayName: p.string().length(100).nullable().fieldName('display_name'),
    nameSalt: p.string().length(32).fieldName('name_salt'),
    shares: p.smallint(),
    status: p.string().length(8),
    organiser: p.boolean(),
    joinedAt: p.datetime().fieldName('joined_at'),
  },
});

export const PoolInvitationTable = defineEntity({
  name: 'PoolInvitation',
  tableName: 'pool_invitations',
  properties: {
    id: p.uuid().primary(),
    poolId: p.uuid().fieldName('pool_id'),
    tokenSha256: p.string().length(64).fieldName('token_sha256'),
    expiresAt: p.datetime().fieldName('expires_at'),
    revokedAt: p.datetime().nullable().fieldName('revoked_at'),
    createdAt: p.datetime().fieldName('created_at'),
  },
});

export const PoolAgreementTable = defineEntity({
  name: 'PoolAgreement',
  tableName: 'pool_agreements',
  properties: {
    poolId: p.uuid().primary().fieldName('pool_id'),
    version: p.integer().primary(),
    textEn: p.text().fieldName('text_en'),
    textEs: p.text().fieldName('text_es'),
    textSha256: p.string().length(64).fieldName('text_sha256'),
    createdAt: p.datetime().fieldName('created_at'),
  },
});

export const PoolAcceptanceTable = defineEntity({
  name: 'PoolAcceptance',
  tableName: 'pool_acceptances',
  properties: {
    memberId: p.uuid().primary().fieldName('member_id'),
    version: p.integer().primary(),
    acceptedAt: p.datetime().fieldName('accepted_at'),
  },
});

export const PoolTicketTable = defineEntity({
  name: 'PoolTicket',
  tableName: 'pool_tickets',
  properties: {
    id: p.uuid().primary(),
    poolId: p.uuid().fieldName('pool_id'),
    game: p.string().length(64),
    drawDate: p.string().columnType('date').fieldName('draw_date'),
    linePriceMinor: p.integer().fieldName('line_price_minor'),
    currency: p.string().length(3),
    origin: p.string().length(16),
    photoSha256: p.string().length(64).nullable().fieldName('photo_sha256'),
    photoMediaType: p.string().length(16).nullable().fieldName('photo_media_type'),
    photo: p.blob().nullable(),
    addedAt: p.datetime().fieldName('added_at'),
  },
});

export const PoolTicketLineTable = defineEntity({
  name: 'PoolTicketLine',
  tableName: 'pool_ticket_lines',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    ticketId: p.uuid().fieldName('ticket_id'),
    lineIndex: p.smallint().fieldName('line_index'),
    main: p.array().columnType('smallint[]'),
    special: p.array().columnType('smallint[]'),
  },
});

export const PoolLineResultTable = defineEntity({
  name: 'PoolLineResult',
  tableName: 'pool_line_results',
  properties: { ...LineResultTable.properties },
});

export const PoolPrizeAmountTable = defineEntity({
  name: 'PoolPrizeAmount',
  tableName: 'pool_prize_amounts',
  properties: {
    ticketId: p.uuid().primary().fieldName('ticket_id'),
    lineIndex: p.smallint().primary().fieldName('line_index'),
    amountMinor: p.bigint('number').fieldName('amount_minor'),
    recordedAt: p.datetime().fieldName('recorded_at'),
  },
});

export const PoolContributionTable = defineEntity({
  name: 'PoolContribution',
  tableName: 'pool_contributions',
  properties: {
    poolId: p.uuid().primary().fieldName('pool_id'),
    game: p.string().length(64).primary(),
    drawDate: p.string().columnType('date').primary().fieldName('draw_date'),
    memberId: p.uuid().primary().fieldName('member_id'),
    amountMinor: p.integer().fieldName('amount_minor'),
    recordedAt: p.datetime().fieldName('recorded_at'),
    confirmedAt: p.datetime().nullable().fieldName('confirmed_at'),
  },
});

export const PoolSealTable = defineEntity({
  name: 'PoolSeal',
  tableName: 'pool_seals',
  properties: {
    poolId: p.uuid().primary().fieldName('pool_id'),
    game: p.string().length(64).primary(),
    drawDate: p.string().columnType('date').primary().fieldName('draw_date'),
    sequence: p.integer(),
    hash: p.string().length(64),
    record: p.text(),
    sealedAt: p.datetime().fieldName('sealed_at'),
    sealedBy: p.string().length(16).fieldName('sealed_by'),
    noticePublishedAt: p.datetime().nullable().fieldName('notice_published_at'),
    resultsPublishedAt: p.datetime().nullable().fieldName('results_published_at'),
  },
});

export const PoolSpendShareTable = defineEntity({
  name: 'PoolSpendShare',
  tableName: 'pool_spend_shares',
  properties: {
    poolId: p.uuid().primary().fieldName('pool_id'),
    game: p.string().length(64).primary(),
    drawDate: p.string().columnType('date').primary().fieldName('draw_date'),
    memberId: p.uuid().primary().fieldName('member_id'),
    userId: p.uuid().nullable().fieldName('user_id'),
    currency: p.string().length(3),
    amountMinor: p.integer().fieldName('amount_minor'),
  },
});

export const TICKETS_ENTITIES = [
  TicketTable,
  TicketLineTable,
  LineResultTable,
  CheckedDrawTable,
  ResultCorrectionTable,
  PlayerLimitsTable,
  BudgetTable,
  PoolTable,
  PoolMemberTable,
  PoolInvitationTable,
  PoolAgreementTable,
  PoolAcceptanceTable,
  PoolTicketTable,
  PoolTicketLineTable,
  PoolLineResultTable,
  PoolPrizeAmountTable,
  PoolContributionTable,
  PoolSealTable,
  PoolSpendShareTable,
];
