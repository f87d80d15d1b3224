import type { tablesEn } from './en-tables.js';

/** Spanish of the wide tables' scroll region (namespace `publicSite`). */
export const tablesEs: typeof tablesEn = {
  scrollRegion: {
    hint: 'Desliza hacia el lado para ver todas las columnas',
  },
};
