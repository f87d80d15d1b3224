export * from './covered-draws.js';
export * from './line-result.js';
export * from './spending-rules.js';
