export * from './site-pages.js';
export * from './site-origin.js';
export * from './contact-limits.js';
export * from './character-count.js';
export * from './account-limits.js';
