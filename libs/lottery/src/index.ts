export * from './games.js';
export * from './random-source.js';
export * from './generation/types.js';
export * from './generation/set-rules.js';
export * from './generation/random.js';
export * from './history/draw-row.js';
export * from './stats/bands.js';
export * from './stats/compute-stats.js';
