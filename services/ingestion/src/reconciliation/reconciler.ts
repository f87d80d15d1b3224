import { Injectable, Logger } from '@nestjs/common';
import { SUBJECTS, VERIFICATION_PENDING_LIMIT_MAX, drawsVerificationPendingResponseSchema, type PendingDraw } from '@pickwise/contracts';
import { findGame, type Game } from '@pickwise/lottery';
import { NatsRequester } from '@pickwise/nest-kit';
import { drawReadersFor, type DrawReader } from '@pickwise/providers';
import { DrawsPublisher } from '../runs/draws-publisher.js';
import { ProviderFetch } from '../runs/provider-fetch.js';
import { ALREADY_RUNNING, RunLock } from '../runs/run-lock.js';
import { ReconciliationAttempts, drawKey } from './reconciliation-attempts.js';
import { ReconciliationMetrics } from './reconciliation-metrics.js';
import { nextAttemptAt, providersToAsk, unverifiedReason, type AttemptOutcome, type AttemptRecord, type UnverifiedReason } from './reconciliation-plan.js';

/** Provider calls one pass makes at most: a backlog is worked off over several passes, within the quotas. */
export const MAX_REQUESTS_PER_PASS = 40;
/** The run lock's key of the pass: one pass at a time across replicas, even one longer than the interval. */
const PASS_LOCK = 'reconciliation';

/** One provider asked for one draw during a pass. */
export interface ReconciliationRequest {
  game: string;
  drawDate: string;
  provider: string;
  outcome: AttemptOutcome;
  message: string;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The reconciliation of issue 39: the draws the draws service has not verified
 * (`draws.verification.pending`) are asked of the game's other providers (DRAW_READERS order,
 * those that have not reported them, magayo only with a key), through the same HTTP clients as
 * the runs (quotas counted, breakers honoured), with a backoff per draw and provider kept in
 * `reconciliation_attempts`, until the draw is verified or RECONCILIATION_DEADLINE_HOURS pass.
 * Each answer is published on DRAWS as a batch of its own with its provider, which the draws
 * service records as one more source (and so verifies or disputes the draw).
 *
 * Restarts: an answer counts as given only once JetStream has acknowledged it; a process that dies
 * before that leaves the attempt unrecorded and the next pass asks again. The message id is the
 * draw, provider and payload hash, so the same answer published twice within the stream's
 * duplicate window is stored once, and later the draws service's source row for that provider is
 * updated, not added.
 */
@Injectable()
export class Reconciler {
  private readonly logger = new Logger(Reconciler.name);

  constructor(
    private readonly nats: NatsRequester,
    private readonly providers: ProviderFetch,
    private readonly publisher: DrawsPublisher,
    private readonly attempts: ReconciliationAttempts,
    private readonly lock: RunLock,
    private readonly metrics: ReconciliationMetrics,
  ) {}

  /** The draws not verified, as the draws service lists them (oldest first). */
  async pendingDraws(): Promise<PendingDraw[]> {
    const { draws } = await this.nats.request(SUBJECTS.drawsVerificationPending, { limit: VERIFICATION_PENDING_LIMIT_MAX }, { schema: drawsVerificationPendingResponseSchema });
    return draws;
  }

  /** Sets `ingestion_unverified_draws` from the pending draws (every replica does, so each one's gauge is current). */
  updateGauge(pending: readonly PendingDraw[], now: Date): void {
    const counts = new Map<string, Map<UnverifiedReason, number>>();
    for (const draw of pending) {
      const game = findGame(draw.game);
      const why = game && unverifiedReason(draw, this.usableProviders(game), now);
      if (!why) continue;
      const byReason = counts.get(draw.game) ?? new Map<UnverifiedReason, number>();
      byReason.set(why, (byReason.get(why) ?? 0) + 1);
      counts.set(draw.game, byReason);
    }
    this.metrics.setUnverified(counts);
  }

  /** One whole pass: the pending draws, the gauge, then the providers due. Null when another replica's pass holds the lock. */
  async pass(now: Date = new Date()): Promise<ReconciliationRequest[] | null> {
    const pending = await this.pendingDraws();
    this.updateGauge(pending, now);
    return this.reconcile(pending, now);
  }

  /** Asks the due providers for the pending draws, oldest draw first, at most MAX_REQUESTS_PER_PASS calls. */
  async reconcile(pending: readonly PendingDraw[], now: Date): Promise<ReconciliationRequest[] | null> {
    const result = await this.lock.withLock(PASS_LOCK, async () => {
      await this.attempts.deleteOld(now);
      const attempts = await this.attempts.all();
      const requests: ReconciliationRequest[] = [];
      for (const draw of pending) {
        if (requests.length >= MAX_REQUESTS_PER_PASS) break;
        const game = findGame(draw.game);
        if (!game) continue;
        const known = attempts.get(drawKey(draw.game, draw.drawDate)) ?? new Map<string, AttemptRecord>();
        for (const provider of providersToAsk(draw, this.usableProviders(game), known, now)) {
          if (requests.length >= MAX_REQUESTS_PER_PASS) break;
          const reader = drawReadersFor(game.id).find((candidate) => candidate.id === provider);
          if (!reader) continue;
          const request = await this.ask(game, draw, reader, (known.get(provider)?.attempts ?? 0) + 1, now);
          requests.push(request);
          // One answer a pass is enough: the draws service compares it, and the next pass sees the draw's new status.
          if (request.outcome === 'answered') break;
        }
      }
      if (requests.length > 0) this.logger.log({ msg: 'Reconciliation pass', ...summary(requests) });
      return requests;
    });
    return result === ALREADY_RUNNING ? null : result;
  }

  /** The game's providers that may be called: its readers in DRAW_READERS order, the paid one only with its key. */
  usableProviders(game: Game): string[] {
    return drawReadersFor(game.id)
      .filter((reader) => this.providers.callable(reader))
      .map((reader) => reader.id);
  }

  private async ask(game: Game, draw: PendingDraw, reader: DrawReader, attempt: number, now: Date): Promise<ReconciliationRequest> {
    const { drawDate } = draw;
    let outcome: AttemptOutcome;
    let message: string;
    try {
      const fetched = await this.providers.fetchFrom(reader, game, { kind: 'range', since: drawDate, until: drawDate, drawDates: [drawDate] });
      const draws = fetched.draws.filter((candidate) => candidate.draw_date === drawDate);
      if (draws.length === 0) {
        outcome = 'missing';
        const refused = fetched.rejected.length > 0 ? `; ${fetched.rejected.length} rows refused: ${fetched.rejected.map((row) => row.reason).join('; ')}` : '';
        message = `no draw of ${drawDate} in the answer${refused}`;
      } else {
        const runId = reconciliationRunId(drawDate, reader.id, fetched.payloadSha256);
        await this.publisher.publish(game.id, runId, [draws], { provider: reader.id, fetchedAt: fetched.fetchedAt, payloadSha256: fetched.payloadSha256 });
        outcome = 'answered';
        message = `published as ${runId}`;
      }
    } catch (error) {
      outcome = 'failed';
      message = reason(error);
    }
    this.metrics.recordRequest(reader.id, outcome);
    await this.attempts.record({ game: game.id, drawDate, provider: reader.id, attempts: attempt, outcome, message, at: now, nextAttemptAt: nextAttemptAt(attempt, now) });
    return { game: game.id, drawDate, provider: reader.id, outcome, message };
  }
}

/** The run id of a reconciliation answer: the same draw, provider and payload give the same message id (game:runId:0). */
export const reconciliationRunId = (drawDate: string, provider: string, payloadSha256: string) => `reconcile:${drawDate}:${provider}:${payloadSha256.slice(0, 16)}`;

function summary(requests: readonly ReconciliationRequest[]): Record<AttemptOutcome, number> {
  const counts: Record<AttemptOutcome, number> = { answered: 0, missing: 0, failed: 0 };
  for (const request of requests) counts[request.outcome] += 1;
  return counts;
}
