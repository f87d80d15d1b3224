import { usePublicSiteTexts } from '../i18n/texts.js';

interface ChipsProps<T extends string | number> {
  values: readonly T[];
  label: string;
  onRemove: (value: T) => void;
  /** How a value is written on its chip and in its remove button's name (the value itself when absent). */
  format?: (value: T) => string;
}

/** Added values with a remove button each; nothing while there are none. */
export function Chips<T extends string | number>({ values, label, onRemove, format = String }: ChipsProps<T>) {
  const { t } = usePublicSiteTexts();
  if (values.length === 0) return null;
  return (
    <ul className="ps-chips" aria-label={label}>
      {values.map((value) => (
        <li key={value} className="ps-chip">
          {format(value)}
          <button type="button" onClick={() => onRemove(value)} aria-label={t('dialogs.remove', { value: format(value) })}>
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
