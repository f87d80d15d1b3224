/**
 * The limits of a pool (issue 36): one fact for the pool screens and the API's schemas (`pools.ts`).
 * A pool has no member cap beyond this guard against a runaway invitation.
 */
export const POOL_NAME_MAX_LENGTH = 80;
export const POOL_MEMBERS_MAX = 500;
/** Shares one member holds: whole shares, as syndicate agreements count them. */
export const POOL_SHARES_MAX = 100;
/** One language's agreement text. */
export const POOL_AGREEMENT_MAX_LENGTH = 8_000;
/** Pools one account belongs to. */
export const POOLS_PER_USER_MAX = 50;
/** Tickets of one pool for one draw. */
export const POOL_TICKETS_PER_DRAW_MAX = 100;
/**
 * A ticket photo's bytes: it travels in one NATS message (1 MB at most, base64 adds a third), so the
 * screens scale a phone's photo down to fit before sending it.
 */
export const POOL_PHOTO_MAX_BYTES = 600_000;
/** How long an invitation link is valid, in hours: a day by default, a month at most. */
export const POOL_INVITATION_DEFAULT_HOURS = 24;
export const POOL_INVITATION_MAX_HOURS = 24 * 30;
/** A contribution one member records for one draw, in the game's currency. */
export const POOL_CONTRIBUTION_MAX = 10_000;
