import type { DrawSource } from '@pickwise/api-client';
import { formatJackpot, type CurrencyCode } from '@pickwise/lottery';
import { ScrollRegion } from '../components/ScrollRegion.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { formatInstant } from './draw-display.js';
import { differsFromFirst, numbersText, sourceName, type SourceField } from './verification-format.js';

/**
 * What each source reported of a draw, side by side (a column per source, best-ranked first, whose
 * values the draw keeps), a value that differs from the first source's said in words. Scrolls
 * sideways within itself on a phone (ScrollRegion), reachable by keyboard. The jackpots are shown in the
 * currency the draw's jackpot is stored in (a source keeps no currency of its own).
 */
export function DrawSourcesTable({ currency, sources }: { currency: CurrencyCode; sources: readonly DrawSource[] }) {
  const { t, language } = usePublicSiteTexts();
  const rows: { field: SourceField; label: string }[] = [
    { field: 'main', label: t('verification.mainRow') },
    ...(sources.some((source) => source.special.length > 0) ? [{ field: 'special' as const, label: t('verification.specialRow') }] : []),
    ...(sources.some((source) => source.bonus.length > 0) ? [{ field: 'bonus' as const, label: t('verification.bonusRow') }] : []),
    { field: 'jackpot', label: t('verification.jackpotRow') },
  ];
  const valueText = (source: DrawSource, field: SourceField) => {
    if (field === 'jackpot') return source.jackpot === null ? t('verification.notGiven') : formatJackpot(source.jackpot, currency, language);
    return source[field].length > 0 ? numbersText(source[field]) : t('verification.notGiven');
  };
  return (
    <div className="ps-draw-sources" data-testid="draw-sources-table">
      <ScrollRegion label={t('verification.sourcesTitle')}>
        <table>
          <caption>{t('verification.sourcesTitle')}</caption>
          <thead>
            <tr>
              <td />
              {sources.map((source) => (
                <th scope="col" key={source.provider}>
                  {sourceName(source.provider)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ field, label }) => (
              <tr key={field}>
                <th scope="row">{label}</th>
                {sources.map((source, index) => (
                  <td key={source.provider} data-differs={differsFromFirst(sources, index, field) || undefined}>
                    {valueText(source, field)}
                    {differsFromFirst(sources, index, field) && <strong className="ps-draw-sources__differs"> ({t('verification.differs')})</strong>}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">{t('verification.fetchedRow')}</th>
              {sources.map((source) => (
                <td key={source.provider}>{formatInstant(source.fetchedAt, language)}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
