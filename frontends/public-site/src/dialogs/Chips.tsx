import { usePublicSiteTexts } from '../i18n/texts.js';

/** Added values with a remove button each; nothing while there are none. */
export function Chips<T extends string | number>({ values, label, onRemove }: { values: readonly T[]; label: string; onRemove: (value: T) => void }) {
  const { t } = usePublicSiteTexts();
  if (values.length === 0) return null;
  return (
    <ul className="ps-chips" aria-label={label}>
      {values.map((value) => (
        <li key={value} className="ps-chip">
          {value}
          <button type="button" onClick={() => onRemove(value)} aria-label={t('dialogs.remove', { value })}>
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
