import { useTranslation } from 'react-i18next';
import { ingestionKeys, useIngestionRunning } from '@pickwise/api-client/admin';
import { useLanguage } from '@pickwise/i18n';
import { Badge, Icon, type BadgeTone } from '@pickwise/ui';
import { ADMIN_NAMESPACE } from '../i18n/index.js';
import { gameName } from '../format/games.js';
import { formatCount } from '../format/numbers.js';
import type { FetchOutcome } from '../format/run-outcome.js';
import { BusyButton } from './BusyButton.js';

type RowState = 'idle' | 'running' | 'ok' | 'warning' | 'error';
const TONES: Record<RowState, BadgeTone> = { idle: 'neutral', running: 'primary', ok: 'success', warning: 'neutral', error: 'danger' };

/** One game of the Data Fetch list: its 'Run Now' button and the state of its last run (docs/product-spec.md §4). */
export function FetchRunRow({ game, outcome, onRun }: { game: string; outcome: FetchOutcome | undefined; onRun: (game: string) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguage();
  const running = useIngestionRunning(ingestionKeys.fetchDraws(game));
  const state: RowState = running ? 'running' : (outcome?.state ?? 'idle');
  const name = gameName(game);

  let label: string;
  let detail: string | null = null;
  if (state === 'running' || state === 'idle' || !outcome) {
    label = t(`dataFetch.state.${state === 'running' ? 'running' : 'idle'}`);
  } else if (outcome.state === 'ok') {
    label = t('dataFetch.state.ok');
    detail = summary(outcome.result);
  } else if (outcome.state === 'error') {
    label = t('dataFetch.state.error');
    detail = outcome.message;
  } else if (outcome.reason === 'alreadyRunning') {
    label = outcome.message;
  } else if (outcome.reason === 'noData') {
    label = t('dataFetch.state.noData');
  } else {
    label = t('dataFetch.state.rejected', { count: outcome.result.rejected });
    detail = summary(outcome.result);
  }

  function summary(result: { inserted: number; updated: number; skipped: number; rejected: number }) {
    const count = (value: number) => formatCount(value, language);
    // `skipped` includes the rejected rows; here it says what was already stored.
    return t('dataFetch.runSummary', { inserted: count(result.inserted), updated: count(result.updated), skipped: count(result.skipped - result.rejected) });
  }

  return (
    <li className="admin-run" data-game={game} data-state={state}>
      <span className="admin-run__name">{name}</span>
      <span className="admin-run__state">
        <Badge tone={TONES[state]} className={state === 'warning' ? 'admin-badge--warning' : undefined} data-field="state">
          {state === 'warning' ? <><Icon name="warning" /> </> : null}
          {label}
        </Badge>
        {detail ? <span className="admin-run__detail">{detail}</span> : null}
      </span>
      <BusyButton size="small" busy={running} busyLabel={t('dataFetch.state.running')} onClick={() => onRun(game)} aria-label={running ? undefined : t('dataFetch.runNowOf', { game: name })}>
        {t('dataFetch.runNow')}
      </BusyButton>
    </li>
  );
}
