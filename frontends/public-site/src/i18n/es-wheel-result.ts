import type { wheelResultEn } from './en-wheel-result.js';

export const wheelResultEs: typeof wheelResultEn = {
  wheelResult: {
    heading: 'Tu sistema reducido',
  },
};
