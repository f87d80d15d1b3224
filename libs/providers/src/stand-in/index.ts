// `@pickwise/providers/stand-in`: the providers played locally, for tests and `npm run providers:stand-in`; no service imports it.
export * from './provider-stand-in.js';
export { historyRows, type HistoryRow } from './shipped-history.js';
export { readSample } from './samples.js';
export { socrataPowerball } from '../ny-open-data/stand-in.js';
