import { DomainError } from '@pickwise/contracts';
import { findGame, unknownGameMessage, type Game } from '@pickwise/lottery';

/** The game for a public or admin id, or a NOT_FOUND DomainError with the shared message. */
export function requireGame(id: string): Game {
  const game = findGame(id);
  if (!game) throw new DomainError('NOT_FOUND', unknownGameMessage(id));
  return game;
}
