import type { NumberChance } from '@pickwise/lottery';
import { usePublicSiteTexts } from '../i18n/texts.js';

/** Numbers with their observed count, the count chance alone would give and its 95% band. */
export function ChanceTable({ caption, numbers, hiddenCaption = false }: { caption: string; numbers: readonly NumberChance[]; hiddenCaption?: boolean }) {
  const { t } = usePublicSiteTexts();
  return (
    <table className="ps-history-table ps-stats-table">
      <caption className={hiddenCaption ? 'pw-visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('stats.number')}</th>
          <th scope="col">{t('stats.observed')}</th>
          <th scope="col">{t('stats.expected')}</th>
          <th scope="col">{t('stats.band')}</th>
        </tr>
      </thead>
      <tbody>
        {numbers.map((entry) => (
          <tr key={entry.number}>
            <th scope="row">{entry.number}</th>
            <td>{entry.observed}</td>
            <td>{entry.expected.toFixed(1)}</td>
            <td>
              {entry.low}–{entry.high}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
