import { Injectable } from '@nestjs/common';
import type { DrawsUpsertedEvent } from '@pickwise/contracts';

export interface ConfirmedCounts {
  /** Batches the draws service confirmed (each counted once, even if redelivered). */
  confirmed: number;
  expected: number;
  inserted: number;
  updated: number;
  skipped: number;
}

interface PendingRun {
  expected: number;
  batches: Map<number, Pick<DrawsUpsertedEvent, 'inserted' | 'updated' | 'skipped'>>;
  settle?: () => void;
}

/** How long the last batches of a run that ended unconfirmed are still awaited (the draws service coming back). */
const LATE_WINDOW_MS = 60 * 60_000;

const total = (run: PendingRun): ConfirmedCounts => {
  const counts = { confirmed: run.batches.size, expected: run.expected, inserted: 0, updated: 0, skipped: 0 };
  for (const batch of run.batches.values()) {
    counts.inserted += batch.inserted;
    counts.updated += batch.updated;
    counts.skipped += batch.skipped;
  }
  return counts;
};

/**
 * What the draws service reports for a run's batches (`draws.upserted.<game>`, one event per
 * stored batch). A run is tracked before it publishes, so no early event is missed; the first
 * event of a batch counts, a redelivery's second event does not.
 */
@Injectable()
export class BatchConfirmations {
  private readonly runs = new Map<string, PendingRun>();

  track(runId: string, expected: number): void {
    this.runs.set(runId, { expected, batches: new Map() });
  }

  record(event: DrawsUpsertedEvent): void {
    const run = this.runs.get(event.runId);
    if (!run || event.batch === undefined || run.batches.has(event.batch)) return;
    run.batches.set(event.batch, { inserted: event.inserted, updated: event.updated, skipped: event.skipped });
    if (run.batches.size >= run.expected) run.settle?.();
  }

  /**
   * Resolves when every batch is confirmed or after `timeoutMs`, with what was confirmed. A run
   * still missing batches then is followed for another hour: `onLate` gets the full counts if its
   * last batch is confirmed in that time (the draws service or NATS was back).
   */
  async settle(runId: string, timeoutMs: number, onLate?: (counts: ConfirmedCounts) => void): Promise<ConfirmedCounts> {
    const run = this.runs.get(runId);
    if (!run) throw new Error(`Run ${runId} is not tracked`);
    if (run.batches.size < run.expected) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        run.settle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    const counts = total(run);
    if (counts.confirmed < counts.expected && onLate) {
      const expiry = setTimeout(() => this.runs.delete(runId), LATE_WINDOW_MS).unref();
      run.settle = () => {
        clearTimeout(expiry);
        this.runs.delete(runId);
        onLate(total(run));
      };
    } else {
      this.runs.delete(runId);
    }
    return counts;
  }

  forget(runId: string): void {
    this.runs.delete(runId);
  }
}
