export * from './types.js';
export { winningTier, hitsOf, type Hits } from './match.js';
export { choose } from './odds.js';
export * from './prize-tables.js';
export * from './expected-value.js';
