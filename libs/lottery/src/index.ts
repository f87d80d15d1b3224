export * from './games.js';
export * from './random-source.js';
