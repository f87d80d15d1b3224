/**
 * The limits of what a user types and keeps, one fact each for the browser's forms and the API's
 * schemas, and the way their lengths are counted. Zod-free: the browser imports this entry
 * (`@pickwise/contracts/limits`) without loading the schemas.
 */
export * from './account-limits.js';
export * from './character-count.js';
export * from './contact-limits.js';
export * from './notification-limits.js';
export * from './ticket-limits.js';
export * from './pool-limits.js';
