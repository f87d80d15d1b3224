import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { GAME_IDS, findGame, type GameId } from '@pickwise/lottery';
import type { JackpotFigure } from '@pickwise/providers';
import { JackpotCacheStore } from '../jackpot-cache/jackpot-cache.store.js';
import { LatestDraws } from '../fallback/latest-draws.js';
import { LiveJackpotSources } from '../providers/live-jackpot-sources.js';
import { refreshedLiveFigure } from './choose-jackpot.js';
import { JackpotBoard } from './jackpot-board.js';
import { JackpotChanges } from './jackpot-changes.js';
import { recordSourceReading } from './jackpot-metrics.js';

/** docs/product-spec.md §9: the provider cache lives 10 minutes. */
export const REFRESH_INTERVAL_MS = 10 * 60 * 1000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Keeps the board current: the stored figures at start, then a refresh of every game right after
 * start and every 10 minutes, and of one game when its draws change. A refresh asks the providers
 * and the draws service at once; whatever does not answer leaves that part of the last known state
 * as it was; a figure that changed is announced on `jackpots.changed.<game>` (JackpotChanges).
 * Refreshes asked while one runs are merged into the next, so a burst of events (the
 * draws seed announces every game) costs one round of calls per game.
 */
@Injectable()
export class JackpotRefresher implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(JackpotRefresher.name);
  private readonly pending = new Set<GameId>();
  private running?: Promise<void>;
  private closing = false;

  constructor(
    private readonly board: JackpotBoard,
    private readonly sources: LiveJackpotSources,
    private readonly latestDraws: LatestDraws,
    private readonly store: JackpotCacheStore,
    private readonly changes: JackpotChanges,
  ) {}

  /** Before the service answers anything: what it showed before it stopped. */
  async onModuleInit(): Promise<void> {
    for (const [game, candidates] of await this.store.load()) this.board.update(game, candidates);
    this.changes.remember(this.board.entries());
  }

  onApplicationBootstrap(): void {
    void this.refresh(GAME_IDS);
  }

  @Interval('jackpots-refresh', REFRESH_INTERVAL_MS)
  scheduled(): void {
    void this.refresh(GAME_IDS);
  }

  onApplicationShutdown(): void {
    this.closing = true;
  }

  /** Refreshes `games` (merged with any already waiting); resolves once nothing is waiting. Never rejects. */
  refresh(games: readonly GameId[]): Promise<void> {
    for (const game of games) this.pending.add(game);
    this.running ??= this.drain().finally(() => (this.running = undefined));
    return this.running;
  }

  private async drain(): Promise<void> {
    while (this.pending.size > 0 && !this.closing) {
      const games = [...this.pending];
      this.pending.clear();
      await this.refreshNow(games).catch((error: unknown) => this.logger.error(`jackpot refresh of ${games.join(', ')} failed: ${messageOf(error)}`));
    }
  }

  private async refreshNow(games: GameId[]): Promise<void> {
    const [readings, fallbacks] = await Promise.all([this.sources.read(games), this.readFallbacks(games)]);
    const now = new Date();
    for (const id of games) {
      const game = findGame(id);
      if (!game) continue;
      const previous = this.board.candidatesOf(id);
      this.board.update(id, {
        live: refreshedLiveFigure(game, readings.get(id) ?? [], previous.live, now),
        fallback: fallbacks ? fallbacks.get(id) : previous.fallback,
      });
    }
    if (this.closing) return;
    // Announced before the figures are stored: a replica that dies in between announces them again after its restart.
    await this.changes.announce(this.board.entries(games, now));
    await this.store.save(this.board.chosen(games, now));
  }

  /** The newest stored draws' figures, or undefined when the draws service does not answer (the last known ones stay). */
  private async readFallbacks(games: GameId[]): Promise<Map<GameId, JackpotFigure | undefined> | undefined> {
    try {
      const figures = await this.latestDraws.jackpots(games);
      recordSourceReading('draws', [...figures.values()].some(Boolean) ? 'jackpot' : 'none');
      return figures;
    } catch (error) {
      recordSourceReading('draws', 'failed');
      this.logger.warn(`draws.latest gave no answer, keeping the last known draw jackpots: ${messageOf(error)}`);
      return undefined;
    }
  }
}
