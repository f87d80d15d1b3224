import { useTranslation } from 'react-i18next';
import { ingestionKeys, useIngestionRunning } from '@pickwise/api-client/admin';
import { Badge } from '@pickwise/ui';
import { ADMIN_NAMESPACE } from '../i18n/index.js';
import { gameName } from '../format/games.js';
import type { BackfillOutcome } from '../hooks/use-backfill-runs.js';
import { BusyButton } from './BusyButton.js';

/** One game of the paid provider's list: its 'Backfill Data' button and the outcome of its last backfill. */
export function BackfillRow({ game, outcome, onBackfill }: { game: string; outcome: BackfillOutcome | undefined; onBackfill: (game: string) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const running = useIngestionRunning(ingestionKeys.backfill(game));
  const name = gameName(game);
  const state = running ? 'running' : (outcome?.state ?? 'idle');
  return (
    <li className="admin-run" data-game={game} data-state={state}>
      <span className="admin-run__name">{name}</span>
      <span className="admin-run__state" data-field="state">
        {running || !outcome ? null : outcome.state === 'ok' ? (
          <Badge tone="success">{t('provider.backfillDone', { count: outcome.result.inserted })}</Badge>
        ) : (
          <>
            <Badge tone="danger">{t('provider.backfillFailedState')}</Badge>
            <span className="admin-run__detail">{outcome.message}</span>
          </>
        )}
      </span>
      <BusyButton
        size="small"
        variant="secondary"
        busy={running}
        busyLabel={t('provider.backfilling')}
        onClick={() => onBackfill(game)}
        aria-label={running ? undefined : t('provider.backfillOf', { game: name })}
      >
        {t('provider.backfill')}
      </BusyButton>
    </li>
  );
}
