import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DomainError, type GenerateResponse } from '@pickwise/contracts';
import { describeMethod, generateSets, type GameStats } from '@pickwise/lottery';
import { GenerationLogWriter } from '../logs/generation-log.writer.js';
import { StatsCache } from '../stats/stats-cache.js';
import type { GenerationRequest, ReplayRequest } from './generation-request.js';

/**
 * `generation.generate`: picks the sets of a validated request with its method (seeded: the reply's
 * seed reproduces it), and logs the request off the reply path, failures to serve it included.
 * Refused requests never get here (generate.handler.ts validates): they generated nothing and are
 * not logged, so a flood of them cannot fill the table.
 */
@Injectable()
export class GenerateService {
  constructor(
    private readonly stats: StatsCache,
    private readonly logs: GenerationLogWriter,
  ) {}

  /** @param deliveryId the NATS request's id, the same on every copy a caller sent: it is logged once. */
  async generate(request: GenerationRequest, deliveryId?: string): Promise<GenerateResponse> {
    const started = performance.now();
    try {
      // A method that reads the statistics waits for them (up to STATS_TIMEOUT_MS); the others take
      // them only if cached, for the popularity score's past-winner check, and never wait.
      const stats = describeMethod(request.method).needsHistory ? await this.stats.get(request.game) : this.stats.peek(request.game);
      const { response, fallbackCount } = this.produce(request, stats);
      this.record(request, started, fallbackCount, 'success', deliveryId);
      return response;
    } catch (error) {
      this.record(request, started, 0, 'error', deliveryId);
      throw error;
    }
  }

  /**
   * `generation.replay`: a share link's sets again, with the statistics as they were when the sets
   * were made (draws up to `statsAsOf`), or none if they were made without. Not logged: opening a
   * link is not a new generation.
   */
  async replay(request: ReplayRequest): Promise<GenerateResponse> {
    let stats: GameStats | undefined;
    if (request.statsAsOf !== 'none') {
      stats = await this.stats.asOf(request.game, request.statsAsOf);
      if (!stats) throw new DomainError('UNAVAILABLE', 'The draw statistics these sets were made with cannot be read right now; try again shortly');
    }
    return this.produce(request, stats).response;
  }

  private produce(request: GenerationRequest, stats: GameStats | undefined): { response: GenerateResponse; fallbackCount: number } {
    const { game, method, count, seed, options, fewerShared } = request;
    const result = generateSets({ game, method, count, seed, options, stats, fewerShared });
    return {
      response: { game: game.id, method, seed: result.seed, statsAsOf: stats ? stats.to : null, sets: result.sets },
      fallbackCount: result.fallbacks.length,
    };
  }

  private record(request: GenerationRequest, started: number, fallbacks: number, status: 'success' | 'error', deliveryId: string | undefined): void {
    this.logs.record({
      timestamp: new Date().toISOString(),
      requestId: request.requestId || randomUUID(), // an empty id is none
      game: request.game.id,
      method: request.method,
      count: request.count,
      executionTimeMs: Math.round((performance.now() - started) * 1000) / 1000,
      fallbacks,
      status,
      deliveryId,
    });
  }
}
