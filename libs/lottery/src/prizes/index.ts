export * from './types.js';
export { choose } from './odds.js';
export * from './prize-tables.js';
export * from './expected-value.js';
