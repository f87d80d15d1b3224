export * from './ocr-page.js';
export * from './layouts/ticket-layouts.js';
export * from './text/draw-dates.js';
export type { ReadNumber } from './parse/read-lines.js';
export * from './parse/read-ticket.js';
export type { GrayImage, RgbaImage } from './image/raster.js';
export type { PhotoProblem } from './image/straighten.js';
export * from './read/read-photo.js';
