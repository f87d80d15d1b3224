import { Logger } from '@nestjs/common';
import type { IngestedDraw, PendingDraw } from '@pickwise/contracts';
import type { NatsRequester } from '@pickwise/nest-kit';
import { metricsRegistry } from '@pickwise/nest-kit';
import type { DrawReader, FetchWindow } from '@pickwise/providers';
import type { BatchSource, DrawsPublisher } from '../runs/draws-publisher.js';
import type { ProviderDraws, ProviderFetch } from '../runs/provider-fetch.js';
import { ALREADY_RUNNING, type RunLock } from '../runs/run-lock.js';
import { Reconciler, reconciliationRunId } from './reconciler.js';
import { drawKey, type RecordedAttempt, type ReconciliationAttempts } from './reconciliation-attempts.js';
import { ReconciliationMetrics } from './reconciliation-metrics.js';
import type { AttemptRecord } from './reconciliation-plan.js';

const now = new Date('2026-12-03T12:00:00Z');
beforeAll(() => Logger.overrideLogger(false));
const SHA = 'ab'.repeat(32);
const drawOf = (drawDate: string, main: number[]): IngestedDraw => ({ draw_date: drawDate, main, special: [1, 2], bonus: [], jackpot: null, source: 'test' });

interface Published {
  game: string;
  runId: string;
  batches: readonly IngestedDraw[][];
  source: BatchSource;
}

/** A Reconciler over fakes: what each provider answers, what was asked, published and recorded. */
function reconcilerWith(answers: Record<string, (window: FetchWindow) => IngestedDraw[] | Error>, options: { keyless?: boolean; kept?: Map<string, Map<string, AttemptRecord>>; locked?: boolean } = {}) {
  const asked: string[] = [];
  const published: Published[] = [];
  const recorded: RecordedAttempt[] = [];
  const providers = {
    callable: (reader: DrawReader) => !(options.keyless && reader.requiresApiKey),
    fetchFrom: async (reader: DrawReader, _game: unknown, window: FetchWindow): Promise<ProviderDraws> => {
      asked.push(reader.id);
      const answer = answers[reader.id]?.(window) ?? [];
      if (answer instanceof Error) throw answer;
      return { provider: reader.id, draws: answer, rejected: [], fetchedAt: now.toISOString(), payloadSha256: SHA };
    },
  } as unknown as ProviderFetch;
  const publisher = {
    publish: async (game: string, runId: string, batches: readonly IngestedDraw[][], source: BatchSource) => void published.push({ game, runId, batches, source }),
  } as unknown as DrawsPublisher;
  const attempts = {
    deleteOld: async () => 0,
    all: async () => options.kept ?? new Map(),
    record: async (attempt: RecordedAttempt) => void recorded.push(attempt),
  } as unknown as ReconciliationAttempts;
  const lock = { withLock: async <T>(_key: string, work: () => Promise<T>) => (options.locked ? ALREADY_RUNNING : work()) } as unknown as RunLock;
  const reconciler = new Reconciler({} as NatsRequester, providers, publisher, attempts, lock, new ReconciliationMetrics());
  return { reconciler, asked, published, recorded };
}

const pending = (overrides: Partial<PendingDraw> = {}): PendingDraw => ({
  game: 'euromillions',
  drawDate: '2026-12-01',
  status: 'provisional',
  firstSeenAt: new Date(now.getTime() - 10 * 60_000).toISOString(),
  providers: ['uk-national-lottery'],
  ...overrides,
});

describe('Reconciler.reconcile', () => {
  it('asks the other providers in DRAW_READERS order for the draw’s date and publishes the first answer as a batch of that provider', async () => {
    const windows: FetchWindow[] = [];
    const { reconciler, asked, published, recorded } = reconcilerWith({
      'euromillions-api': (window) => {
        windows.push(window);
        return [drawOf('2026-11-28', [1, 2, 3, 4, 5]), drawOf('2026-12-01', [3, 9, 21, 30, 44])];
      },
      magayo: () => [drawOf('2026-12-01', [3, 9, 21, 30, 44])],
    });
    const requests = await reconciler.reconcile([pending()], now);
    expect(asked).toEqual(['euromillions-api']);
    expect(windows).toEqual([{ kind: 'range', since: '2026-12-01', until: '2026-12-01', drawDates: ['2026-12-01'] }]);
    // Only the draw asked for; the payload's other draws are the runs' business.
    expect(published).toEqual([
      {
        game: 'euromillions',
        runId: reconciliationRunId('2026-12-01', 'euromillions-api', SHA),
        batches: [[drawOf('2026-12-01', [3, 9, 21, 30, 44])]],
        source: { provider: 'euromillions-api', fetchedAt: now.toISOString(), payloadSha256: SHA },
      },
    ]);
    expect(requests?.map((request) => `${request.provider}:${request.outcome}`)).toEqual(['euromillions-api:answered']);
    expect(recorded).toMatchObject([{ game: 'euromillions', drawDate: '2026-12-01', provider: 'euromillions-api', attempts: 1, outcome: 'answered' }]);
  });

  it('goes on to the next provider when one has no such draw yet or fails, and backs each off', async () => {
    const { reconciler, asked, published, recorded } = reconcilerWith({
      'euromillions-api': () => [drawOf('2026-11-28', [1, 2, 3, 4, 5])],
      lottoland: () => new Error('lottoland: HTTP 500'),
      magayo: () => [drawOf('2026-12-01', [3, 9, 21, 30, 44])],
    });
    const kept = new Map([[drawKey('euromillions', '2026-12-01'), new Map<string, AttemptRecord>([['euromillions-api', { attempts: 2, outcome: 'missing', nextAttemptAt: now }]])]]);
    const withKept = reconcilerWith({ 'euromillions-api': () => [], magayo: () => [] }, { kept });
    await reconciler.reconcile([pending()], now);
    expect(asked.filter((provider) => provider !== 'lottoland')).toEqual(['euromillions-api', 'magayo']);
    expect(published.map((batch) => batch.source.provider)).toEqual(['magayo']);
    const missing = recorded.find((attempt) => attempt.provider === 'euromillions-api');
    expect(missing).toMatchObject({ outcome: 'missing', attempts: 1, message: 'no draw of 2026-12-01 in the answer' });
    expect(missing?.nextAttemptAt).toEqual(new Date(now.getTime() + 5 * 60_000));

    // The third attempt at a provider waits 20 minutes.
    await withKept.reconciler.reconcile([pending()], now);
    expect(withKept.recorded.find((attempt) => attempt.provider === 'euromillions-api')).toMatchObject({ attempts: 3, nextAttemptAt: new Date(now.getTime() + 20 * 60_000) });
  });

  it('records a failed call with its reason and publishes nothing', async () => {
    const { reconciler, published, recorded } = reconcilerWith({ magayo: () => new Error('magayo: circuit breaker is open') }, {});
    await reconciler.reconcile([pending({ game: 'eurojackpot', providers: ['lottoland'] })], now);
    expect(published).toEqual([]);
    expect(recorded).toMatchObject([{ provider: 'magayo', outcome: 'failed', message: 'magayo: circuit breaker is open' }]);
  });

  it('never calls the paid provider without its key', async () => {
    const { reconciler, asked } = reconcilerWith({}, { keyless: true });
    await reconciler.reconcile([pending({ game: 'eurojackpot', providers: ['lottoland'] })], now);
    expect(asked).toEqual([]);
  });

  it('does nothing while another replica’s pass holds the lock', async () => {
    const { reconciler, asked } = reconcilerWith({}, { locked: true });
    expect(await reconciler.reconcile([pending()], now)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('gives the same message id to the same answer, so a pass repeated after a crash is stored once', () => {
    expect(reconciliationRunId('2026-12-01', 'magayo', SHA)).toBe(reconciliationRunId('2026-12-01', 'magayo', SHA));
    expect(reconciliationRunId('2026-12-01', 'magayo', SHA)).not.toBe(reconciliationRunId('2026-12-01', 'magayo', 'cd'.repeat(32)));
    expect(reconciliationRunId('2026-12-01', 'magayo', SHA).length).toBeLessThanOrEqual(128);
  });
});

describe('Reconciler.updateGauge', () => {
  it('counts each game’s draws unverified after an hour by reason, and 0 for the rest', async () => {
    const { reconciler } = reconcilerWith({});
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
    reconciler.updateGauge(
      [
        pending({ firstSeenAt: hoursAgo(2) }),
        pending({ drawDate: '2026-11-28', firstSeenAt: hoursAgo(0.5) }),
        pending({ game: 'eurojackpot', status: 'disputed', providers: ['lottoland', 'magayo'], firstSeenAt: hoursAgo(0.1) }),
        pending({ game: 'florida-lotto', providers: ['magayo'], firstSeenAt: hoursAgo(3) }),
      ],
      now,
    );
    const values = (await metricsRegistry.getSingleMetric('ingestion_unverified_draws')?.get())?.values ?? [];
    const nonZero = values.filter((value) => value.value > 0).map((value) => `${String(value.labels['game'])}/${String(value.labels['reason'])}=${value.value}`);
    expect(nonZero.sort()).toEqual(['eurojackpot/disputed=1', 'euromillions/unconfirmed=1', 'florida-lotto/single-source=1']);
    expect(values.find((value) => value.labels['game'] === 'powerball' && value.labels['reason'] === 'unconfirmed')?.value).toBe(0);
  });
});
