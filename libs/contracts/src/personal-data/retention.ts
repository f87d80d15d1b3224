/**
 * How long PickWise keeps each kind of record that can say something about a person, in days: the
 * one place the retention jobs, docs/ and the privacy page take them from. Rows past their period
 * are deleted by each owning service's daily retention job, once per firing across replicas.
 */
export const RETENTION_DAYS = {
  /** identity `sign_in_addresses`: the addresses an account signed in from (they exempt it from a lock caused elsewhere). */
  signInAddresses: 30,
  /** identity `sessions` (and their refresh tokens) not used for this long: signed out by time. */
  idleSessions: 90,
  /** identity `refresh_tokens` already revoked: kept so that a copied one is still recognised as reused. */
  revokedRefreshTokens: 7,
  /** identity `contact_messages`: time enough to answer and follow up. */
  contactMessages: 365,
  /** generation `generation_logs`: request id, game, method, timing; no person in them. */
  generationLogs: 90,
  /** ingestion `ingest_logs`: provider runs; no person in them. */
  ingestionLogs: 180,
  /** notifications `outbox`: messages sent, dropped or failed. */
  outboxMessages: 30,
} as const;
export type RetentionKind = keyof typeof RETENTION_DAYS;
