import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@pickwise/i18n';
import { GAME_IDS, METHOD_IDS } from '@pickwise/lottery';
import { METHOD_COPY } from '@pickwise/site/copy';
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

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  /** The choices besides 'all' (the empty value). */
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

function FilterSelect({ id, label, value, options, onChange }: FilterSelectProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <div className="admin-filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('monitor.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Game, method and status selects; each change is sent to the API by the caller. */
export function GenerationLogFilters({ values, onChange }: { values: GenerationLogFilterValues; onChange: (next: GenerationLogFilterValues) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguage();
  const id = useId();
  const set = (field: keyof GenerationLogFilterValues) => (value: string) => onChange({ ...values, [field]: value });
  return (
    <fieldset className="admin-filters">
      <legend className="pw-visually-hidden">{t('monitor.filters')}</legend>
      <FilterSelect
        id={`${id}-game`}
        label={t('monitor.game')}
        value={values.game}
        options={GAME_IDS.map((game) => ({ value: game, label: gameName(game) }))}
        onChange={set('game')}
      />
      <FilterSelect
        id={`${id}-method`}
        label={t('monitor.method')}
        value={values.method}
        options={METHOD_IDS.map((method) => ({ value: method, label: METHOD_COPY[method].name[language] }))}
        onChange={set('method')}
      />
      <FilterSelect
        id={`${id}-status`}
        label={t('monitor.status')}
        value={values.status}
        options={STATUSES.map((status) => ({ value: status, label: t(`monitor.statusValue.${status}`) }))}
        onChange={set('status')}
      />
    </fieldset>
  );
}
