import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ingestionKeys, runBootstrap, useIngestionRunning } from '@pickwise/api-client/admin';
import { notify } from '@pickwise/ui';
import { ADMIN_NAMESPACE } from '../i18n/index.js';
import { gameName } from '../format/games.js';
import { formatSeconds } from '../format/numbers.js';
import { failedBootstrapGames, isPartialBootstrap, isServerRefusal } from '../format/run-outcome.js';

/**
 * 'Bootstrap All 12 Games' (Data Fetch) and 'Bootstrap All' (paid provider): one run for the page,
 * so both buttons show it pending wherever it was started, and toasts of its result (docs/product-spec.md §8).
 */
export function useBootstrapRun() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const running = useIngestionRunning(ingestionKeys.bootstrap);

  const start = useCallback(async () => {
    try {
      const result = await runBootstrap();
      if (result === undefined) return;
      const counts = { fetched: result.fetchSuccess, stats: result.statsSuccess, total: result.totalGames };
      const took = t('bootstrap.took', { seconds: formatSeconds(result.executionTimeMs, i18n.language) });
      if (isPartialBootstrap(result)) {
        const games = failedBootstrapGames(result).map(gameName).join(', ');
        notify('warning', { title: t('bootstrap.toastPartial', counts), description: `${t('bootstrap.partialGames', { games })} ${took}` });
      } else {
        notify('success', { title: t('bootstrap.toastSuccess', counts), description: took });
      }
    } catch (error) {
      if (isServerRefusal(error)) {
        notify('error', { title: t('bootstrap.toastFailed', { message: error.message }) });
      } else {
        console.error('Bootstrap failed:', error);
        notify('error', { title: t('bootstrap.toastUnexpected') });
      }
    }
  }, [i18n, t]);

  return { running, start };
}
