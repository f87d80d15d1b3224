export * from './games.js';
export * from './random-source.js';
export * from './generation/types.js';
