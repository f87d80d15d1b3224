/**
 * The limit of a jackpot alert's amount (issue 27): one fact for the browser's Alerts form and the
 * API's schema (`notifications.ts`).
 */

/** A jackpot threshold, whole units of the game's currency: ten billion, far above any jackpot ever offered. */
export const JACKPOT_THRESHOLD_MAX = 10_000_000_000;
