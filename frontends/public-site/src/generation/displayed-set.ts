import type { MethodId } from '@pickwise/lottery';

/** A set as the generator screen keeps it (docs/product-spec.md §3 "Generated set"). */
export interface DisplayedSet {
  id: string;
  mainNumbers: number[];
  specialNumbers: number[];
  method: MethodId;
  meta?: Record<string, unknown>;
  /** Made in the browser because the generator could not be reached (offline mode). */
  isLocalFallback: boolean;
}
