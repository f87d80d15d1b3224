/**
 * What a prerendered page carries for the server that serves it (`@pickwise/site/served-page`): the
 * placeholders the gateway and nginx fill in, and the data the gateway splices in ahead of the root.
 */
export * from './prerendered-placeholders.js';
export * from './served-page.js';
