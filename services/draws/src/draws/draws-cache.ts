import { Injectable } from '@nestjs/common';

/** Distinct variants (statistics windows, list pages, totals) kept per game; more evict the oldest. */
export const MAX_VARIANTS_PER_GAME = 128;

/**
 * What this replica derived from a game's draws — statistics, list pages, row totals — per game
 * and variant, all dropped together when the game's draws change (the local upsert and every
 * `draws.upserted` event invalidate here). A version per game guards against a race: a value
 * computed from rows read before an upsert is not stored after the upsert invalidated the game.
 */
@Injectable()
export class DrawsCache {
  private readonly entries = new Map<string, Map<string, unknown>>();
  private readonly versions = new Map<string, number>();

  version(game: string): number {
    return this.versions.get(game) ?? 0;
  }

  get<T>(game: string, variant: string): T | undefined {
    return this.entries.get(game)?.get(variant) as T | undefined;
  }

  /** Stores `value` unless the game was invalidated since `version` was read. */
  set<T>(game: string, variant: string, version: number, value: T): void {
    if (this.version(game) !== version) return;
    let variants = this.entries.get(game);
    if (!variants) this.entries.set(game, (variants = new Map()));
    variants.delete(variant);
    variants.set(variant, value);
    if (variants.size > MAX_VARIANTS_PER_GAME) {
      const oldest = variants.keys().next().value;
      if (oldest !== undefined) variants.delete(oldest);
    }
  }

  /** The cached value, or `compute()` stored under the version read before it ran. */
  async getOrCompute<T>(game: string, variant: string, compute: () => Promise<T>): Promise<T> {
    const cached = this.get<T>(game, variant);
    if (cached !== undefined) return cached;
    const version = this.version(game);
    const value = await compute();
    this.set(game, variant, version, value);
    return value;
  }

  invalidate(game: string): void {
    this.versions.set(game, this.version(game) + 1);
    this.entries.delete(game);
  }
}
