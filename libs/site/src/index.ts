export * from './site-pages.js';
export * from './site-origin.js';
export * from './contact-limits.js';
