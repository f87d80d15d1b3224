import { BatchConfirmations, type ConfirmedCounts } from './batch-confirmations.js';

const event = (runId: string, batch: number | undefined, inserted: number, skipped = 0) => ({ game: 'powerball', runId, batch, inserted, updated: 0, skipped });

describe('BatchConfirmations', () => {
  it('sums the batches of a run, counting a redelivered batch once', async () => {
    const confirmations = new BatchConfirmations();
    confirmations.track('run-1', 2);
    confirmations.record(event('run-1', 0, 1000));
    confirmations.record(event('run-1', 0, 0, 1000)); // redelivery after a crash: already stored
    confirmations.record(event('other-run', 1, 7));
    confirmations.record(event('run-1', undefined, 9)); // the history seed's events carry no batch
    confirmations.record(event('run-1', 1, 267));
    expect(await confirmations.settle('run-1', 5_000)).toEqual({ confirmed: 2, expected: 2, inserted: 1267, updated: 0, skipped: 0 });
  });

  it('gives up after the timeout with what it has, then reports the run when its last batch comes late', async () => {
    const confirmations = new BatchConfirmations();
    confirmations.track('run-2', 2);
    confirmations.record(event('run-2', 0, 1000));
    const late: ConfirmedCounts[] = [];
    expect(await confirmations.settle('run-2', 20, (counts) => late.push(counts))).toMatchObject({ confirmed: 1, expected: 2, inserted: 1000 });
    confirmations.record(event('run-2', 1, 5));
    expect(late).toEqual([{ confirmed: 2, expected: 2, inserted: 1005, updated: 0, skipped: 0 }]);
    confirmations.record(event('run-2', 1, 5));
    expect(late).toHaveLength(1);
  });

  it('settles at once when a run published nothing', async () => {
    const confirmations = new BatchConfirmations();
    confirmations.track('empty', 0);
    expect(await confirmations.settle('empty', 60_000)).toEqual({ confirmed: 0, expected: 0, inserted: 0, updated: 0, skipped: 0 });
  });
});
