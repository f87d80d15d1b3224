import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IngestionRunResult } from '@pickwise/api-client';
import { runBackfill } from '@pickwise/api-client/admin';
import { notify } from '@pickwise/ui';
import { ADMIN_NAMESPACE } from '../i18n/index.js';
import { gameName } from '../format/games.js';

export type BackfillOutcome = { state: 'ok'; result: IngestionRunResult } | { state: 'error'; message: string };

/** 'Backfill Data' per game (docs/product-spec.md §2, §8): the paid provider's last `months` months, a toast with the new draws. */
export function useBackfillRuns(months: number) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [outcomes, setOutcomes] = useState<Partial<Record<string, BackfillOutcome>>>({});

  const backfill = useCallback(
    async (game: string) => {
      const name = gameName(game);
      let outcome: BackfillOutcome;
      try {
        const result = await runBackfill(game, months);
        if (result === undefined) return;
        outcome = result.status === 'failed' ? { state: 'error', message: result.message } : { state: 'ok', result };
      } catch (error) {
        outcome = { state: 'error', message: error instanceof Error ? error.message : String(error) };
      }
      setOutcomes((previous) => ({ ...previous, [game]: outcome }));
      if (outcome.state === 'ok') notify('success', { title: t('provider.toastBackfillDone', { game: name, count: outcome.result.inserted }) });
      else notify('error', { title: t('provider.toastBackfillFailed', { game: name, message: outcome.message }) });
    },
    [months, t],
  );

  return { outcomes, backfill };
}
