// What PickWise knows about each outside provider, one folder each; README.md lists them.
export * from './provider.js';
export * from './environments.js';
export * from './draws/draw-reader.js';
export * from './draws/draw-readers.js';
export * from './jackpots/jackpot-reader.js';
export * from './jackpots/jackpot-readers.js';
export * from './open-data-licences.js';
export * from './magayo/environment.js';
export * from './lottoland/environment.js';
export * from './ny-open-data/environment.js';
export * from './uk-national-lottery/environment.js';
export * from './euromillions-api/environment.js';
export * from './lotto-number-archive/environment.js';
