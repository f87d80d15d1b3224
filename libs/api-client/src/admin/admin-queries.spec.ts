import { afterEach, describe, expect, it } from '@jest/globals';
import { QueryObserver } from '@tanstack/react-query';
import { queryClient } from '../queries.js';
import { ingestionKeys, isIngestionRunning, startIngestionRun } from './admin-queries.js';

/** A run that ends when the test says so. */
function heldRun<T>() {
  let finish: (value: T) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { run: () => promise, finish: (value: T) => finish(value), fail: (error: Error) => fail(error) };
}

afterEach(() => {
  queryClient.getMutationCache().clear();
  queryClient.getQueryCache().clear();
});

describe('startIngestionRun', () => {
  it('is pending for every reader at once, and starts nothing a second time while pending', async () => {
    const held = heldRun<string>();
    let secondStarted = false;
    const first = startIngestionRun(ingestionKeys.bootstrap, held.run);
    expect(isIngestionRunning(ingestionKeys.bootstrap)).toBe(true);
    expect(isIngestionRunning()).toBe(true);
    const second = startIngestionRun(ingestionKeys.bootstrap, async () => {
      secondStarted = true;
      return 'second';
    });
    await expect(second).resolves.toBeUndefined();
    expect(secondStarted).toBe(false);

    held.finish('done');
    await expect(first).resolves.toBe('done');
    expect(isIngestionRunning()).toBe(false);
    await expect(startIngestionRun(ingestionKeys.bootstrap, async () => 'again')).resolves.toBe('again');
  });

  it('keeps runs of different games apart', async () => {
    const powerball = heldRun<number>();
    const first = startIngestionRun(ingestionKeys.fetchDraws('powerball'), powerball.run);
    await expect(startIngestionRun(ingestionKeys.fetchDraws('euromillions'), async () => 2)).resolves.toBe(2);
    expect(isIngestionRunning(ingestionKeys.fetchDraws('powerball'))).toBe(true);
    expect(isIngestionRunning(ingestionKeys.fetchDraws('euromillions'))).toBe(false);
    powerball.fail(new Error('Provider timed out'));
    await expect(first).rejects.toThrow('Provider timed out');
    expect(isIngestionRunning()).toBe(false);
  });

  it("reads the game health, the runs log and the provider usage again when a run ends, not the user's other data", async () => {
    const keys = {
      health: ['account', 'user-1', 'admin', 'game-health'],
      logs: ['account', 'user-1', 'admin', 'ingest-logs', { limit: 50 }],
      usage: ['account', 'user-1', 'admin', 'provider-usage'],
      generationLogs: ['account', 'user-1', 'admin', 'generation-logs', {}],
      profile: ['account', 'user-1', 'profile'],
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, { cached: true });
    await startIngestionRun(ingestionKeys.backfill('uk-lotto'), async () => 'ok');
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect([invalidated(keys.health), invalidated(keys.logs), invalidated(keys.usage)]).toEqual([true, true, true]);
    expect([invalidated(keys.generationLogs), invalidated(keys.profile)]).toEqual([false, false]);
  });

  it('gives the run its outcome without waiting for those reads (its toast came seconds late on a busy server)', async () => {
    const usageKey = ['account', 'user-1', 'admin', 'provider-usage'];
    queryClient.setQueryData(usageKey, { calls: 1 });
    const usageRead = heldRun<{ calls: number }>();
    // A screen showing the usage: invalidated, it is read again, and that read has not answered yet.
    const observer = new QueryObserver(queryClient, { queryKey: usageKey, queryFn: usageRead.run, staleTime: Infinity });
    const unsubscribe = observer.subscribe(() => undefined);
    await expect(startIngestionRun(ingestionKeys.backfill('uk-lotto'), async () => 'ok')).resolves.toBe('ok');
    expect(observer.getCurrentResult().isFetching).toBe(true);
    usageRead.finish({ calls: 2 });
        unsubscribe();
  });
});
