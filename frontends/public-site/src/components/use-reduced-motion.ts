import { useMediaQuery } from './use-media-query.js';

/** True while the visitor asks for less motion; animations then jump to their end state. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
