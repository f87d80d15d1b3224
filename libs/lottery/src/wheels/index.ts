export * from './covering-verifier.js';
export * from './schonheim-bound.js';
export * from './covering-search.js';
export * from './wheel-types.js';
