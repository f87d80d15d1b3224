import { DomainError, type MethodId } from '@pickwise/contracts';
import { createRandomSource, randomMethod, type Game, type GameStats, type MethodOptionsById, type MethodResult } from '@pickwise/lottery';

export interface RunMethodInput {
  game: Game;
  method: MethodId;
  count: number;
  seed: string;
  options: MethodOptionsById[MethodId];
  stats?: GameStats;
}

/** Runs one generation method seeded by `seed`. */
export function runMethod(input: RunMethodInput): MethodResult {
  if (input.method !== 'random') throw new DomainError('UNAVAILABLE', `Method ${input.method} is not available yet`);
  return randomMethod({ game: input.game, count: input.count, random: createRandomSource(input.seed), options: {}, stats: input.stats });
}
