/**
 * Limits of a generation request (docs/product-spec.md §5 and §9). They live here, free of zod, so the API's schemas
 * (libs/contracts) and the browser's dialogs check the same numbers without the dialogs loading zod.
 */
export const MAX_SETS_PER_REQUEST = 10;
/** Sets per request (docs/product-spec.md §9): the API's default and what the generator screen asks for. */
export const DEFAULT_SETS_PER_REQUEST = 5;
export const MAX_BIRTHDATES = 5;
export const MAX_IMPORTANT_DATES = 10;
export const MAX_FAVORITES = 15;
