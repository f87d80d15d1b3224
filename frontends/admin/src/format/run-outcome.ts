import type { IngestionBootstrapResult, IngestionRunResult } from '@pickwise/api-client';
import { ApiError } from '@pickwise/api-client';

/**
 * What a 'Run Now' shows (docs/product-spec.md §4 "Per-game admin fetch"): OK, a warning when the source had no
 * data or some of its rows broke the game's rules, an error when the run or the request failed.
 * `skipped` is not a warning here: it counts draws already stored unchanged, the normal case.
 */
export type FetchOutcome =
  | { state: 'ok'; result: IngestionRunResult }
  | { state: 'warning'; reason: 'noData'; result: IngestionRunResult }
  | { state: 'warning'; reason: 'rejected'; result: IngestionRunResult }
  /** Another run of the game is in progress (HTTP 409): the server's message says so. */
  | { state: 'warning'; reason: 'alreadyRunning'; message: string }
  | { state: 'error'; message: string };

export function fetchOutcomeOfResult(result: IngestionRunResult): FetchOutcome {
  if (result.status === 'failed') return { state: 'error', message: result.message };
  if (result.total === 0) return { state: 'warning', reason: 'noData', result };
  if (result.rejected > 0) return { state: 'warning', reason: 'rejected', result };
  return { state: 'ok', result };
}

export function fetchOutcomeOfError(error: unknown): FetchOutcome {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ApiError && error.code === 'CONFLICT') return { state: 'warning', reason: 'alreadyRunning', message };
  return { state: 'error', message };
}

/** A bootstrap in which some game was not fetched or its statistics not computed (docs/product-spec.md §8: partial success). */
export function isPartialBootstrap(result: IngestionBootstrapResult): boolean {
  return result.fetchSuccess < result.totalGames || result.statsSuccess < result.totalGames;
}

/** The games of a bootstrap that did not get through, with the step that failed. */
export function failedBootstrapGames(result: IngestionBootstrapResult): string[] {
  return result.results.filter((game) => game.fetchStatus === 'failed' || game.statsStatus === 'failed').map((game) => game.game);
}

/**
 * A bootstrap the server refused or failed with a message gives 'Bootstrap failed - {message}';
 * anything else (no answer, an answer that is not the API's) is 'Check console for details'.
 */
export function isServerRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status > 0;
}
