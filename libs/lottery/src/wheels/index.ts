export * from './covering-verifier.js';
export * from './schonheim-bound.js';
export * from './covering-search.js';
export * from './wheel-types.js';
export * from './wheel-parameters.js';
export * from './wheel-odds.js';
export * from './build-wheel.js';
