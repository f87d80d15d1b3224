import { describe, expect, it } from '@jest/globals';
import { ApiError, type IngestionBootstrapResult, type IngestionRunResult } from '@pickwise/api-client';
import { failedBootstrapGames, fetchOutcomeOfError, fetchOutcomeOfResult, isPartialBootstrap, isServerRefusal } from './run-outcome.js';

const run = (overrides: Partial<IngestionRunResult>): IngestionRunResult => ({
  game: 'powerball',
  logId: '1',
  runId: '1-a',
  status: 'success',
  inserted: 2,
  updated: 0,
  skipped: 98,
  rejected: 0,
  total: 100,
  executionTimeMs: 1200,
  message: 'Inserted 2 draws',
  ...overrides,
});

describe('fetchOutcomeOfResult', () => {
  it('is OK for a successful run, even when most draws were already stored (skipped)', () => {
    expect(fetchOutcomeOfResult(run({})).state).toBe('ok');
    expect(fetchOutcomeOfResult(run({ inserted: 0, skipped: 100 })).state).toBe('ok');
  });

  it('warns when the source had no data, or when rows broke the rules', () => {
    expect(fetchOutcomeOfResult(run({ inserted: 0, skipped: 0, total: 0 }))).toMatchObject({ state: 'warning', reason: 'noData' });
    expect(fetchOutcomeOfResult(run({ rejected: 3, skipped: 101 }))).toMatchObject({ state: 'warning', reason: 'rejected' });
  });

  it('is an error for a failed run, with its message', () => {
    expect(fetchOutcomeOfResult(run({ status: 'failed', message: 'Provider timed out' }))).toEqual({ state: 'error', message: 'Provider timed out' });
  });
});

describe('fetchOutcomeOfError', () => {
  it("keeps the server's message of a run already in progress", () => {
    expect(fetchOutcomeOfError(new ApiError('A run of powerball is already in progress', 409, 'CONFLICT'))).toEqual({
      state: 'warning',
      reason: 'alreadyRunning',
      message: 'A run of powerball is already in progress',
    });
  });

  it('is an error for any other failure', () => {
    expect(fetchOutcomeOfError(new ApiError('The ingestion service is unavailable', 503, 'UNAVAILABLE'))).toEqual({ state: 'error', message: 'The ingestion service is unavailable' });
    expect(fetchOutcomeOfError(new TypeError('Failed to fetch'))).toEqual({ state: 'error', message: 'Failed to fetch' });
  });
});

describe('bootstrap results', () => {
  const bootstrap = (fetchSuccess: number, statsSuccess: number): IngestionBootstrapResult => ({
    totalGames: 2,
    fetchSuccess,
    statsSuccess,
    executionTimeMs: 5000,
    results: [
      { game: 'powerball', fetchStatus: 'success', statsStatus: 'success', message: '' },
      { game: 'uk-lotto', fetchStatus: fetchSuccess < 2 ? 'failed' : 'success', statsStatus: statsSuccess < 2 ? 'failed' : 'success', message: '' },
    ],
  });

  it('is partial when a game was not fetched or its statistics not computed', () => {
    expect(isPartialBootstrap(bootstrap(2, 2))).toBe(false);
    expect(isPartialBootstrap(bootstrap(1, 2))).toBe(true);
    expect(isPartialBootstrap(bootstrap(2, 1))).toBe(true);
    expect(failedBootstrapGames(bootstrap(2, 1))).toEqual(['uk-lotto']);
  });

  it('tells a server refusal from a failure without an answer', () => {
    expect(isServerRefusal(new ApiError('busy', 409, 'CONFLICT'))).toBe(true);
    expect(isServerRefusal(new ApiError('Failed to fetch', 0))).toBe(false);
    expect(isServerRefusal(new Error('x'))).toBe(false);
  });
});
