import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@pickwise/i18n';
import { GAME_IDS, METHOD_CATALOGUE } from '@pickwise/lottery';
import { ADMIN_NAMESPACE } from '../i18n/index.js';
import { gameName } from '../format/games.js';

/** The generation log's filters; an empty string means every value. */
export interface GenerationLogFilterValues {
  game: string;
  method: string;
  status: string;
}

export const NO_FILTERS: GenerationLogFilterValues = { game: '', method: '', status: '' };
const STATUSES = ['success', 'error'] as const;

/** Game, method and status selects; each change is sent to the API by the caller. */
export function GenerationLogFilters({ values, onChange }: { values: GenerationLogFilterValues; onChange: (next: GenerationLogFilterValues) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguage();
  const id = useId();
  const set = (field: keyof GenerationLogFilterValues) => (event: { target: { value: string } }) => onChange({ ...values, [field]: event.target.value });
  return (
    <fieldset className="admin-filters">
      <legend className="pw-visually-hidden">{t('monitor.filters')}</legend>
      <div className="admin-filters__field">
        <label htmlFor={`${id}-game`}>{t('monitor.game')}</label>
        <select id={`${id}-game`} value={values.game} onChange={set('game')}>
          <option value="">{t('monitor.all')}</option>
          {GAME_IDS.map((game) => (
            <option key={game} value={game}>
              {gameName(game)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__field">
        <label htmlFor={`${id}-method`}>{t('monitor.method')}</label>
        <select id={`${id}-method`} value={values.method} onChange={set('method')}>
          <option value="">{t('monitor.all')}</option>
          {METHOD_CATALOGUE.map((method) => (
            <option key={method.id} value={method.id}>
              {method.name[language]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__field">
        <label htmlFor={`${id}-status`}>{t('monitor.status')}</label>
        <select id={`${id}-status`} value={values.status} onChange={set('status')}>
          <option value="">{t('monitor.all')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`monitor.statusValue.${status}`)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
