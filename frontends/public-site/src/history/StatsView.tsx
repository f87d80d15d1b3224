import { useDeferredValue, useMemo } from 'react';
import { useDrawStats } from '@pickwise/api-client';
import { chanceReading, currentRules, type Game, type GameStats } from '@pickwise/lottery';
import { oneSpecialName } from '@pickwise/site/copy';
import { ScrollRegion } from '../components/ScrollRegion.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { gameAccentColor } from '../games/game-colors.js';
import { formatCount } from '../odds/number-format.js';
import { formatFixed, formatSignificant } from './stats-format.js';
import { ChanceTable } from './ChanceTable.js';
import { FrequencyChart } from './FrequencyChart.js';
import { StatsLoading } from './StatsLoading.js';
import { formatDrawDate } from './draw-display.js';
import { verifiedShare } from './verification-format.js';

/** /history/:id/stats: the current rules' statistics set against what chance alone gives (libs/lottery stats/chance.ts). */
export function StatsView({ game }: { game: Game }) {
  const { t, language, pick } = usePublicSiteTexts();
  const stats = useDrawStats(game.id);
  // The figures render as a transition, in slices between which the browser can paint and answer
  // input: react-query's update is synchronous, and the tables with their two charts in one pass
  // were a long task on a phone.
  const data = useDeferredValue(stats.data);
  const reading = useMemo(() => (data ? chanceReading(game, data as GameStats) : undefined), [game, data]);

  if (stats.isPending || (stats.data && !data)) return <StatsLoading />;
  if (stats.error || !data || !reading) return <p role="alert">{t('stats.error', { message: stats.error?.message ?? '' })}</p>;

  const rules = currentRules(game);
  const testLine = (drum: typeof reading.main) =>
    t('stats.test', {
      statistic: formatFixed(drum.test.statistic, language, 1),
      degrees: formatCount(drum.test.degrees, language),
      p: formatSignificant(drum.test.pValue, language),
    });
  const outsideLine = (drum: typeof reading.main) =>
    t('stats.outside', {
      outside: formatCount(drum.outside, language),
      total: formatCount(drum.numbers.length, language),
      expected: formatCount(Math.round(drum.numbers.length * 0.05), language),
    });
  // 'How often each Lucky Star was drawn': one special number's name, in the singular.
  const special = oneSpecialName(game.id);
  const specialName = special ? pick(special) : '';

  return (
    <section className="ps-stats" aria-label={t('history.tabStats')}>
      <p className="ps-stats-verdict" data-testid="stats-verdict">
        <strong>{reading.verdict === 'random' ? t('stats.verdictRandom') : t('stats.verdictUnusual')}</strong>
      </p>
      <p className="ps-stats-rules">{t('stats.rulesNote', { draws: formatCount(data.draws, language), matrix: data.rules, since: formatDrawDate(data.since, language) })}</p>
      {data.verifiedDraws !== undefined && (
        <p className="ps-stats-verified" data-testid="stats-verified">
          {t('stats.verifiedCount', verifiedShare(data.verifiedDraws, data.draws, language))}
        </p>
      )}

      <FrequencyChart title={t('stats.frequencyTitle')} numbers={reading.main.numbers} color={gameAccentColor(game)} />
      <p>{testLine(reading.main)}</p>
      <p>{outsideLine(reading.main)}</p>
      <p className="ps-stats-hint">{t('stats.testHint')}</p>

      {reading.special && rules.specialCount > 0 && (
        <>
          <FrequencyChart title={t('stats.specialTitle', { name: specialName })} numbers={reading.special.numbers} color="#64748b" />
          <p>{testLine(reading.special)}</p>
          <p>{outsideLine(reading.special)}</p>
        </>
      )}

      <h2>{t('stats.hotCold')}</h2>
      <div className="ps-stats-columns">
        {(['hot', 'cold'] as const).map((kind) => (
          <ChanceTable key={kind} caption={t(`stats.${kind}`)} numbers={reading[kind]} />
        ))}
      </div>

      <h2>{t('stats.overdueTitle')}</h2>
      <ScrollRegion label={t('stats.overdueTitle')}>
        <table className="ps-history-table ps-stats-table" data-testid="stats-overdue">
          <thead>
            <tr>
              <th scope="col">{t('stats.number')}</th>
              <th scope="col">{t('stats.observedGap')}</th>
              <th scope="col">{t('stats.expectedGap')}</th>
              <th scope="col">{t('stats.chanceOfGap')}</th>
            </tr>
          </thead>
          <tbody>
            {reading.overdue.map((entry) => (
              <tr key={entry.number}>
                <th scope="row">{entry.number}</th>
                <td>{formatCount(entry.observedGap, language)}</td>
                <td>{formatFixed(entry.expectedGap, language, 1)}</td>
                <td>{formatSignificant(entry.chanceOfGap, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>

      <h2>{t('stats.patternsTitle')}</h2>
      <p className="ps-stats-hint">{t('stats.patternsHint', { bands: data.bands.map(([low, high]) => `${formatCount(low, language)}-${formatCount(high, language)}`).join(', ') })}</p>
      <ScrollRegion label={t('stats.patternsTitle')}>
        <table className="ps-history-table ps-stats-table">
          <thead>
            <tr>
              <th scope="col">{t('stats.pattern')}</th>
              <th scope="col">{t('stats.observed')}</th>
              <th scope="col">{t('stats.expected')}</th>
            </tr>
          </thead>
          <tbody>
            {reading.patterns.map((entry) => (
              <tr key={entry.pattern}>
                <th scope="row">{entry.pattern}</th>
                <td>{formatCount(entry.observed, language)}</td>
                <td>{formatFixed(entry.expected, language, 1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
