import type { NumberChance } from '@pickwise/lottery';
import { ScrollRegion } from '../components/ScrollRegion.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { formatCount } from '../odds/number-format.js';
import { formatFixed } from './stats-format.js';

/** Numbers with their observed count, the count chance alone would give and its 95% band. */
export function ChanceTable({ caption, numbers, hiddenCaption = false }: { caption: string; numbers: readonly NumberChance[]; hiddenCaption?: boolean }) {
  const { t, language } = usePublicSiteTexts();
  return (
    <ScrollRegion label={caption}>
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
              <td>{formatCount(entry.observed, language)}</td>
              <td>{formatFixed(entry.expected, language, 1)}</td>
              <td>
                {formatCount(entry.low, language)}–{formatCount(entry.high, language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
