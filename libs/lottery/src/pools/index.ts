export * from './prize-split.js';
export * from './seal-record.js';
export * from './evidence-pack.js';
export * from './sales-cutoffs.js';
