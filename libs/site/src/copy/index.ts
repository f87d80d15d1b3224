/**
 * What the site says about the lottery in English and Spanish (`@pickwise/site/copy`), keyed by
 * libs/lottery's game and method ids.
 */
export * from './bilingual.js';
export * from './game-copy.js';
export * from './game-descriptions.js';
export * from './method-copy.js';
export * from './method-notes.js';
export * from './prize-notes.js';
export * from './pool-agreement.js';
