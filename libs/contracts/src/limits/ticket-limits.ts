/**
 * The limits of a saved ticket (issue 26): one fact for the browser's ticket form and the API's
 * schemas (`tickets.ts`).
 */

/** Lines on one ticket: the largest play slips (EuroMillions, Lotto 6aus49) take 10 to 14. */
export const TICKET_MAX_LINES = 20;
/**
 * The most numbers one ticket line holds, main and special: room for system plays beyond any
 * game's matrix. The tickets service's SQL sums a line's hits over this many positions.
 */
export const TICKET_LINE_MAIN_MAX = 10;
export const TICKET_LINE_SPECIAL_MAX = 5;
/** Consecutive draws one ticket covers: a year of a game that draws three times a week. */
export const TICKET_MAX_DRAWS = 156;
export const TICKET_LABEL_MAX_LENGTH = 60;
/** The most a line can have cost, in the game's currency: a guard against typing errors. */
export const TICKET_PRICE_MAX = 1_000;
/** Tickets one account keeps (past ones included): a generous player's years. */
export const TICKETS_PER_USER_MAX = 2_000;
/** A budget, per week or month, in one currency. */
export const BUDGET_MAX = 100_000;
