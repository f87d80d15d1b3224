import { Injectable } from '@nestjs/common';
import type { GameStats } from '@pickwise/lottery';

/** Distinct (window, pastLines) variants kept per game; more variants evict the oldest. */
const MAX_VARIANTS_PER_GAME = 16;

/**
 * Computed statistics per game and variant, dropped when the game's draws change. A version per
 * game guards against a race: statistics computed from rows read before an upsert are not stored
 * after the upsert invalidated the game.
 */
@Injectable()
export class StatsCache {
  private readonly entries = new Map<string, Map<string, GameStats>>();
  private readonly versions = new Map<string, number>();

  version(game: string): number {
    return this.versions.get(game) ?? 0;
  }

  get(game: string, variant: string): GameStats | undefined {
    return this.entries.get(game)?.get(variant);
  }

  /** Stores `stats` unless the game was invalidated since `version` was read. */
  set(game: string, variant: string, version: number, stats: GameStats): void {
    if (this.version(game) !== version) return;
    let variants = this.entries.get(game);
    if (!variants) this.entries.set(game, (variants = new Map()));
    variants.delete(variant);
    variants.set(variant, stats);
    if (variants.size > MAX_VARIANTS_PER_GAME) {
      const oldest = variants.keys().next().value;
      if (oldest !== undefined) variants.delete(oldest);
    }
  }

  invalidate(game: string): void {
    this.versions.set(game, this.version(game) + 1);
    this.entries.delete(game);
  }
}
