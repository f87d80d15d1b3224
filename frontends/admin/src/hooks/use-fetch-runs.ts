import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runFetchDraws } from '@pickwise/api-client/admin';
import { notify } from '@pickwise/ui';
import { ADMIN_NAMESPACE } from '../i18n/index.js';
import { gameName } from '../format/games.js';
import { fetchOutcomeOfError, fetchOutcomeOfResult, type FetchOutcome } from '../format/run-outcome.js';
import { DATA_FETCH_GAMES } from '../tabs/tab-game-lists.js';

/** 'Fetch All Games' pauses this long between two games (docs/product-spec.md §4). */
const FETCH_ALL_PAUSE_MS = 1000;

export interface FetchAllProgress {
  /** The game being fetched is the `done`-th of `total`. */
  done: number;
  total: number;
  game: string;
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * 'Run Now' and 'Fetch All Games' (docs/product-spec.md §2, §4): each run's outcome per game, a toast per run, and
 * Fetch All's progress. Fetch All runs the Data Fetch games one after another with a 1-second
 * pause between them; it cannot be started twice.
 */
export function useFetchRuns() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [outcomes, setOutcomes] = useState<Partial<Record<string, FetchOutcome>>>({});
  const [progress, setProgress] = useState<FetchAllProgress | null>(null);
  const [fetchAllSummary, setFetchAllSummary] = useState<string | null>(null);
  const fetchAllStarted = useRef(false);

  const report = useCallback(
    (game: string, outcome: FetchOutcome) => {
      const name = gameName(game);
      if (outcome.state === 'ok') notify('success', { title: t('dataFetch.toastSuccess', { game: name }) });
      else if (outcome.state === 'error') notify('error', { title: t('dataFetch.toastFailed', { game: name }), description: outcome.message });
      else if (outcome.reason === 'alreadyRunning') notify('warning', { title: t('dataFetch.toastAlreadyRunning', { game: name, message: outcome.message }) });
      else if (outcome.reason === 'noData') notify('warning', { title: t('dataFetch.toastNoData', { game: name }) });
      else notify('warning', { title: t('dataFetch.toastRejected', { game: name, count: outcome.result.rejected }) });
    },
    [t],
  );

  /** Runs one game and reports it; undefined when a run of it was already going on this page. */
  const runGame = useCallback(
    async (game: string): Promise<FetchOutcome | undefined> => {
      let outcome: FetchOutcome;
      try {
        const result = await runFetchDraws(game);
        if (result === undefined) return undefined;
        outcome = fetchOutcomeOfResult(result);
      } catch (error) {
        outcome = fetchOutcomeOfError(error);
      }
      setOutcomes((previous) => ({ ...previous, [game]: outcome }));
      report(game, outcome);
      return outcome;
    },
    [report],
  );

  const fetchAll = useCallback(async () => {
    if (fetchAllStarted.current) return;
    fetchAllStarted.current = true;
    setFetchAllSummary(null);
    const finished: FetchOutcome[] = [];
    try {
      for (const [index, game] of DATA_FETCH_GAMES.entries()) {
        if (index > 0) await pause(FETCH_ALL_PAUSE_MS);
        setProgress({ done: index + 1, total: DATA_FETCH_GAMES.length, game });
        const outcome = await runGame(game);
        if (outcome) finished.push(outcome);
      }
    } finally {
      fetchAllStarted.current = false;
      setProgress(null);
    }
    const count = (state: FetchOutcome['state']) => finished.filter((outcome) => outcome.state === state).length;
    setFetchAllSummary(t('dataFetch.fetchAllDone', { ok: count('ok'), warnings: count('warning'), errors: count('error') }));
  }, [runGame, t]);

  return { outcomes, runGame, fetchAll, progress, fetchAllSummary };
}
