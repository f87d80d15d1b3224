import { findGame } from '@pickwise/lottery';

/** A game's display name from its public or admin id; the id itself if it is not one of the twelve. */
export function gameName(id: string): string {
  return findGame(id)?.name ?? id;
}
