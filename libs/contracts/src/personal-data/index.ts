export * from './reauthentication.js';
export * from './erasure.js';
export * from './export.js';
export * from './retention.js';
