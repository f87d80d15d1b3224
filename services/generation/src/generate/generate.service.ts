import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  DomainError,
  METHOD_OPTIONS_SCHEMAS,
  describeZodError,
  generateRequestSchema,
  invalidMethodMessage,
  parseOrThrow,
  replayRequestSchema,
  type GenerateResponse,
  type MethodId,
  type ParsedGenerateRequest,
} from '@pickwise/contracts';
import { findGame, generateSets, isMethodId, methodReadsStats, unknownGameMessage, type Game, type GameStats, type MethodOptionsById } from '@pickwise/lottery';
import { GenerationLogWriter } from '../logs/generation-log.writer.js';
import { StatsCache } from '../stats/stats-cache.js';

const hasOptionsSchema = (method: MethodId): method is keyof typeof METHOD_OPTIONS_SCHEMAS => method in METHOD_OPTIONS_SCHEMAS;

/** The method's options validated with the specification's rules; methods without options take none. */
function parseOptions(method: MethodId, options: Record<string, unknown> | undefined): MethodOptionsById[MethodId] {
  if (!hasOptionsSchema(method)) return {};
  const parsed = METHOD_OPTIONS_SCHEMAS[method].safeParse(options ?? {});
  if (!parsed.success) {
    // Each message is the specification's text, prefixed by the option it is about.
    throw new DomainError('VALIDATION', describeZodError(parsed.error, ['options']));
  }
  return parsed.data;
}

/**
 * `generation.generate`: validates the request, picks the sets with the requested method (seeded:
 * the reply's seed reproduces it), and logs the request off the reply path, failures to serve it included.
 */
@Injectable()
export class GenerateService {
  constructor(
    private readonly stats: StatsCache,
    private readonly logs: GenerationLogWriter,
  ) {}

  async generate(payload: unknown): Promise<GenerateResponse> {
    const started = performance.now();
    const attempt = describeAttempt(payload);
    let fallbacks = 0;
    try {
      const request = parseOrThrow(generateRequestSchema, payload);
      const game = requireGame(request.game);
      const method = requireMethod(request.method);
      // A method that reads the statistics waits for them (up to STATS_TIMEOUT_MS); the others take
      // them only if cached, for the popularity score's past-winner check, and never wait.
      const stats = methodReadsStats(method) ? await this.stats.get(game) : this.stats.peek(game);
      const { response, fallbackCount } = this.produce(request, game, method, stats);
      fallbacks = fallbackCount;
      this.record(attempt, game, started, fallbacks, 'success', request.count);
      return response;
    } catch (error) {
      // A refused request (bad input) generated nothing and is not logged: a flood of them must not
      // fill the table. The log's errors are requests this service failed to serve.
      if (!isRefusal(error)) this.record(attempt, undefined, started, fallbacks, 'error');
      throw error;
    }
  }

  /**
   * `generation.replay`: a share link's sets again, with the statistics as they were when the sets
   * were made (draws up to `statsAsOf`), or none if they were made without. Not logged: opening a
   * link is not a new generation.
   */
  async replay(payload: unknown): Promise<GenerateResponse> {
    const request = parseOrThrow(replayRequestSchema, payload);
    const game = requireGame(request.game);
    const method = requireMethod(request.method);
    let stats: GameStats | undefined;
    if (request.statsAsOf !== 'none') {
      stats = await this.stats.asOf(game, request.statsAsOf);
      if (!stats) throw new DomainError('UNAVAILABLE', 'The draw statistics these sets were made with cannot be read right now; try again shortly');
    }
    return this.produce(request, game, method, stats).response;
  }

  private produce(request: ParsedGenerateRequest, game: Game, method: MethodId, stats: GameStats | undefined): { response: GenerateResponse; fallbackCount: number } {
    const options = parseOptions(method, request.options);
    const result = generateSets({ game, method, count: request.count, seed: request.seed, options, stats, fewerShared: request.fewerShared });
    return {
      response: { game: game.id, method, seed: result.seed, statsAsOf: stats ? stats.to : null, sets: result.sets },
      fallbackCount: result.fallbacks.length,
    };
  }

  private record(attempt: Attempt, game: Game | undefined, started: number, fallbacks: number, status: 'success' | 'error', count = attempt.count): void {
    this.logs.record({
      timestamp: new Date().toISOString(),
      requestId: attempt.requestId,
      game: game?.id ?? attempt.game,
      method: attempt.method,
      count,
      executionTimeMs: Math.round((performance.now() - started) * 1000) / 1000,
      fallbacks,
      status,
    });
  }
}

function requireGame(id: string): Game {
  const game = findGame(id);
  if (!game) throw new DomainError('NOT_FOUND', unknownGameMessage(id));
  return game;
}

function requireMethod(method: string): MethodId {
  if (!isMethodId(method)) throw new DomainError('VALIDATION', invalidMethodMessage(method));
  return method;
}

const isRefusal = (error: unknown) => error instanceof DomainError && (error.code === 'VALIDATION' || error.code === 'NOT_FOUND');

interface Attempt {
  requestId: string;
  game: string;
  method: string;
  count: number;
}

/** What a (possibly invalid) request asked for, trimmed to fit the log columns. */
function describeAttempt(payload: unknown): Attempt {
  const body = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  const text = (value: unknown, max: number, fallback: string) => (typeof value === 'string' && value.length > 0 ? value.slice(0, max) : fallback);
  const count = typeof body.count === 'number' && Number.isSafeInteger(body.count) && Math.abs(body.count) < 2 ** 31 ? body.count : 0;
  return {
    requestId: text(body.requestId, 128, randomUUID()),
    game: text(body.game, 64, 'unknown'),
    method: text(body.method, 32, 'random'),
    count: body.count === undefined ? 5 : count,
  };
}
