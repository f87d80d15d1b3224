import { Injectable } from '@nestjs/common';
import { GAME_IDS } from '@pickwise/lottery';
import { metricsRegistry, promClient } from '@pickwise/nest-kit';
import { UNVERIFIED_REASONS, type AttemptOutcome, type UnverifiedReason } from './reconciliation-plan.js';

function metric<T>(name: string, create: () => T): T {
  return (metricsRegistry.getSingleMetric(name) as T | undefined) ?? create();
}

/**
 * Reconciliation's metrics: the draws not verified in time per game and reason (the alert
 * PickWiseDrawsUnverified reads it), and the providers asked, by outcome.
 */
@Injectable()
export class ReconciliationMetrics {
  private readonly unverified = metric(
    'ingestion_unverified_draws',
    () =>
      new promClient.Gauge({
        name: 'ingestion_unverified_draws',
        help: 'Draws of the last week not verified: provisional 60 minutes after first seen (unconfirmed, or single-source when no other provider can confirm it) or disputed, by game and reason',
        labelNames: ['game', 'reason'] as const,
        registers: [metricsRegistry],
      }),
  );
  private readonly requests = metric(
    'ingestion_reconciliation_requests_total',
    () =>
      new promClient.Counter({
        name: 'ingestion_reconciliation_requests_total',
        help: 'Providers asked for a draw by reconciliation, by provider and outcome (answered, missing, failed)',
        labelNames: ['provider', 'outcome'] as const,
        registers: [metricsRegistry],
      }),
  );

  /** Every game and reason, 0 where nothing counts, so a draw verified since drops back to 0 rather than keeping its last value. */
  setUnverified(counts: ReadonlyMap<string, ReadonlyMap<UnverifiedReason, number>>): void {
    for (const game of GAME_IDS) for (const reason of UNVERIFIED_REASONS) this.unverified.set({ game, reason }, counts.get(game)?.get(reason) ?? 0);
  }

  recordRequest(provider: string, outcome: AttemptOutcome): void {
    this.requests.inc({ provider, outcome });
  }
}
