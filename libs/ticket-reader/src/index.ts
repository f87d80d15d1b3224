export * from './ocr-page.js';
export * from './layouts/ticket-layouts.js';
export * from './text/draw-dates.js';
export { readDigits } from './text/ocr-confusions.js';
export { MIN_WORD_CONFIDENCE, type ReadNumber } from './parse/read-lines.js';
export * from './parse/read-ticket.js';
export * from './image/raster.js';
export * from './image/straighten.js';
export * from './read/read-photo.js';
