import type { wheelsEn } from './en-wheels.js';

export const wheelsEs: typeof wheelsEn = {
  wheels: {
    title: 'Sistemas reducidos',
  },
};
