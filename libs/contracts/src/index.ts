export * from './subjects.js';
export * from './errors.js';
export * from './generation.js';
export * from './draws.js';
export * from './health.js';
export * from './draws-ingested.js';
export * from './catalogue.js';
export * from './frontend-config.js';
