import { JACKPOT_CHANGED_WILDCARD, JACKPOT_CHANGES_STREAM, POOL_NOTICES_STREAM, POOL_NOTICES_WILDCARD, TICKET_RESULTS_STREAM, TICKET_RESULTS_WILDCARD } from './notifications.js';
import { ACCOUNT_ERASED_SUBJECT, ACCOUNT_ERASURES_STREAM } from './personal-data/erasure.js';
import { SESSIONS_ENDED_STREAM, SESSIONS_ENDED_SUBJECT } from './sessions.js';
import { DRAW_CHANGES_STREAM, DRAWS_INGESTED_WILDCARD, DRAWS_STREAM, DRAWS_UPSERTED_WILDCARD } from './subjects.js';

/**
 * The JetStream streams as plain data: what each keeps, for how long, and how its durable consumers
 * read it. Both sides of a stream import them; libs/nest-kit creates the streams and consumers from
 * them (`ensureStream`, `ensureDurable`). Every stream keeps its messages by limits, on file, the
 * oldest discarded first.
 */
export interface StreamSettings {
  name: string;
  subjects: string[];
  /** A re-published message (same Nats-Msg-Id) within this window is stored once; absent: the server's default (2 minutes). */
  duplicateWindowMs?: number;
  /** How long a message is kept for a consumer that was down. */
  maxAgeMs: number;
}

/** An explicit-ack durable pull consumer of a stream. */
export interface DurableSettings {
  durableName: string;
  filterSubject: string;
  /** How long the server waits for an acknowledgement before redelivering. */
  ackWaitMs: number;
  maxAckPending: number;
  /** Where a new durable starts (every kept message, or those published from then on); an existing one keeps its position. */
  deliverPolicy: 'all' | 'new';
}

/**
 * The DRAWS stream (`draws.ingested.*`), created when missing by the first of ingestion or draws to
 * start. Batches are facts kept for replay by a new consumer; a month covers any realistic outage.
 */
export const DRAWS_STREAM_SETTINGS: StreamSettings = {
  name: DRAWS_STREAM,
  subjects: [DRAWS_INGESTED_WILDCARD],
  duplicateWindowMs: 10 * 60_000,
  maxAgeMs: 30 * 24 * 3_600_000,
};

/**
 * A durable pull consumer of every game's batches. A new durable starts at the beginning of the
 * stream, so a fresh draws database catches up on everything still kept. The ack wait is what the
 * batches a draws replica held when it died wait before another replica stores them: a batch is
 * stored in milliseconds; the margin is for a database that is slow for a while.
 */
export const drawsDurable = (durableName: string): DurableSettings => ({
  durableName,
  filterSubject: DRAWS_INGESTED_WILDCARD,
  ackWaitMs: 15_000,
  maxAckPending: 64,
  deliverPolicy: 'all',
});

/** `Nats-Msg-Id` of a `draws.upserted` event: a batch's (game, run, batch), or a seed's (game, run). */
export const drawChangesMsgId = (event: { game: string; runId: string; batch?: number }) =>
  event.batch === undefined ? `${event.game}:${event.runId}` : `${event.game}:${event.runId}:${event.batch}`;

/**
 * The DRAW_CHANGES stream (`draws.upserted.*`), created when missing by the draws service before
 * its first event or by the tickets service. Events are kept for a consumer that was down; a month
 * covers any realistic outage, as for DRAWS. Core subscribers of the subject receive the same messages.
 */
export const DRAW_CHANGES_STREAM_SETTINGS: StreamSettings = {
  name: DRAW_CHANGES_STREAM,
  subjects: [DRAWS_UPSERTED_WILDCARD],
  duplicateWindowMs: 10 * 60_000,
  maxAgeMs: 30 * 24 * 3_600_000,
};

/**
 * A durable pull consumer of every game's draw changes; the replicas of a service share it. A new
 * durable starts with the events published from then on: lines saved later are checked as they are
 * saved, so older events hold nothing for it. The ack wait: a check of one draw against every saved
 * line takes seconds at most; the margin is for a slow database.
 */
export const drawChangesDurable = (durableName: string): DurableSettings => ({
  durableName,
  filterSubject: DRAWS_UPSERTED_WILDCARD,
  ackWaitMs: 60_000,
  maxAckPending: 16,
  deliverPolicy: 'new',
});

/**
 * The TICKET_RESULTS stream (`tickets.results.*`), created when missing by the tickets service
 * before its first event or by the notifications service. A draw is announced once: the tickets
 * service records the announcement after publishing, so a replica that dies in between publishes
 * the same parts again when the draw is next checked; the day-long window stores them once. The
 * tickets service only announces draws of the last 7 days, and a message older than that is no
 * news to a player either.
 */
export const TICKET_RESULTS_STREAM_SETTINGS: StreamSettings = {
  name: TICKET_RESULTS_STREAM,
  subjects: [TICKET_RESULTS_WILDCARD],
  duplicateWindowMs: 24 * 3_600_000,
  maxAgeMs: 7 * 24 * 3_600_000,
};

/**
 * The notifications service's durable pull consumer of every game's results, shared by its
 * replicas. A new durable starts with the events published from then on: a first deployment does
 * not announce draws checked before it. Handling a part (1,000 users) is one insert of its
 * messages; the ack wait leaves room for a slow database. Order does not matter between parts.
 */
export const ticketResultsDurable = (durableName: string): DurableSettings => ({
  durableName,
  filterSubject: TICKET_RESULTS_WILDCARD,
  ackWaitMs: 60_000,
  maxAckPending: 16,
  deliverPolicy: 'new',
});

/** `Nats-Msg-Id` of a `jackpots.changed` event: the figure itself, so every replica that saw it change publishes it once. */
/**
 * The POOL_NOTICES stream (`pools.notices.*`, issue 36), created when missing by the tickets service
 * before its first notice or by the notifications service. The tickets service marks a seal's notice
 * (and its results' notice) after publishing, so one that dies in between publishes it again; the
 * day-long window stores it once. A notice older than a week is no news.
 */
export const POOL_NOTICES_STREAM_SETTINGS: StreamSettings = {
  name: POOL_NOTICES_STREAM,
  subjects: [POOL_NOTICES_WILDCARD],
  duplicateWindowMs: 24 * 3_600_000,
  maxAgeMs: 7 * 24 * 3_600_000,
};

/** The notifications service's durable pull consumer of every pool notice, shared by its replicas. */
export const poolNoticesDurable = (durableName: string): DurableSettings => ({
  durableName,
  filterSubject: POOL_NOTICES_WILDCARD,
  ackWaitMs: 60_000,
  maxAckPending: 16,
  deliverPolicy: 'new',
});

export const jackpotChangesMsgId = (event: { game: string; drawDate: string | null; amount: number | null }) =>
  `${event.game}:${event.drawDate ?? 'none'}:${event.amount ?? 'none'}`;

/**
 * The JACKPOT_CHANGES stream (`jackpots.changed.*`), created when missing by the jackpots service
 * before its first event or by the notifications service. The window covers replicas refreshing
 * the same figure minutes apart; it stays short because a figure that changes and then comes back
 * (a correction undone) is a change again. A week covers a consumer's outage.
 */
export const JACKPOT_CHANGES_STREAM_SETTINGS: StreamSettings = {
  name: JACKPOT_CHANGES_STREAM,
  subjects: [JACKPOT_CHANGED_WILDCARD],
  duplicateWindowMs: 10 * 60_000,
  maxAgeMs: 7 * 24 * 3_600_000,
};

/**
 * The notifications service's durable pull consumer of every game's jackpot changes, shared by
 * its replicas. One message at a time across all replicas: whether a figure crossed a player's
 * amount depends on the figure before it, so changes are applied in the order they were
 * published (they come a few a day). A new durable starts with the changes published from then on.
 */
export const jackpotChangesDurable = (durableName: string): DurableSettings => ({
  durableName,
  filterSubject: JACKPOT_CHANGED_WILDCARD,
  ackWaitMs: 30_000,
  maxAckPending: 1,
  deliverPolicy: 'new',
});

/**
 * The longest an access token can live (identity's ACCESS_TOKEN_TTL_SECONDS allows up to a day):
 * what a SESSIONS_ENDED stream created by a gateway keeps, since a gateway does not know identity's setting.
 */
export const LONGEST_ACCESS_TOKEN_LIFETIME_MS = 24 * 3_600_000;
/** Kept a little past the token lifetime, so clock skew between hosts cannot drop an entry early. */
const CLOCK_SKEW_MARGIN_MS = 60_000;

/**
 * The SESSIONS_ENDED stream (`identity.sessions.ended`). Its messages only matter while a token
 * naming one of their sessions could still be valid, so they expire after the access-token
 * lifetime (identity passes its own; a gateway the longest allowed). No duplicate window of its own.
 */
export const sessionsEndedStreamSettings = (accessTokenLifetimeMs: number = LONGEST_ACCESS_TOKEN_LIFETIME_MS): StreamSettings => ({
  name: SESSIONS_ENDED_STREAM,
  subjects: [SESSIONS_ENDED_SUBJECT],
  maxAgeMs: accessTokenLifetimeMs + CLOCK_SKEW_MARGIN_MS,
});

/**
 * The ACCOUNT_ERASURES stream (`identity.accounts.erased`), created when missing by identity before
 * its first deletion or by any consumer at start. A month covers a service's realistic outage: one
 * that comes back within it erases its part then. The day-long window stores a retried deletion once.
 */
export const ACCOUNT_ERASURES_STREAM_SETTINGS: StreamSettings = {
  name: ACCOUNT_ERASURES_STREAM,
  subjects: [ACCOUNT_ERASED_SUBJECT],
  duplicateWindowMs: 24 * 3_600_000,
  maxAgeMs: 30 * 24 * 3_600_000,
};

/**
 * A service's durable pull consumer of erasures, shared by its replicas (named `erasures-<service>`
 * unless its ERASURES_CONSUMER says otherwise). A new
 * durable reads every kept message: a service deployed later erases what it may have been given
 * since (nothing, usually; erasing nothing is harmless). The ack wait is an erasure's few deletes
 * with room for a slow database; a failed erasure is redelivered until it is done.
 */
export const accountErasuresDurable = (durableName: string): DurableSettings => ({
  durableName,
  filterSubject: ACCOUNT_ERASED_SUBJECT,
  ackWaitMs: 30_000,
  maxAckPending: 16,
  deliverPolicy: 'all',
});
