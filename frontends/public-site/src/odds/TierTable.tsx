import { dateTimeFormat, type Game, languageLocale, type PrizeTable, type PrizeTier } from '@pickwise/lottery';
import { prizeTableNote } from '@pickwise/site/copy';
import { ScrollRegion } from '../components/ScrollRegion.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { formatCount, formatCurrency, formatOneIn, formatProbability } from './number-format.js';
import { tierName } from './tier-name.js';

/** What a tier pays, in words or money. */
function PrizeText({ tier, game }: { tier: PrizeTier; game: Game }) {
  const { t, language } = usePublicSiteTexts();
  const { prize } = tier;
  if (prize.kind === 'jackpot') return <>{t('odds.prizeJackpot')}</>;
  if (prize.kind === 'pari-mutuel') return <>{t('odds.prizeShared')}</>;
  if (prize.paidAs === 'free-ticket') return <>{t('odds.prizeFreeTicket')}</>;
  if (prize.paidAs === 'refund') return <>{t('odds.prizeRefund')}</>;
  return <>{formatCurrency(prize.amount, game.currency, language)}</>;
}

/** The prize tiers of one table with their exact odds, the odds of any prize and where the structure comes from. */
export function TierTable({ game, table }: { game: Game; table: PrizeTable }) {
  const texts = usePublicSiteTexts();
  const { t, language } = texts;
  const date = dateTimeFormat(languageLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${table.since}T00:00:00Z`));
  const note = prizeTableNote(game.id, table.since);
  const multiplier = table.multiplier?.outcomes.map((outcome) => `${outcome.times}×`).join(', ');
  return (
    <div className="ps-odds">
      {/* On a phone the table scrolls sideways in its own region, which says so. */}
      <ScrollRegion label={t('odds.tableCaption', { game: game.name, date })}>
        <table className="ps-odds__table" data-testid="odds-table">
          <caption>{t('odds.tableCaption', { game: game.name, date })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('odds.tier')}</th>
              <th scope="col">{t('odds.prize')}</th>
              <th scope="col">{t('odds.oneIn')}</th>
              <th scope="col">{t('odds.probability')}</th>
              <th scope="col">{t('odds.exact')}</th>
            </tr>
          </thead>
          <tbody>
            {table.tiers.map((tier) => (
              <tr key={tier.id} data-tier={tier.id}>
                <th scope="row">{tierName(tier, game, texts)}</th>
                <td>
                  <PrizeText tier={tier} game={game} />
                </td>
                <td className="ps-odds__number">{t('odds.oneInValue', { n: formatOneIn(tier.odds.oneIn, language) })}</td>
                <td className="ps-odds__number">{formatProbability(tier.odds.probability, language)}</td>
                <td className="ps-odds__number">{t('odds.exactValue', { ways: formatCount(tier.odds.ways, language), outOf: formatCount(tier.odds.outOf, language) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="ps-odds__any" data-testid="odds-any-prize">
        {t('odds.anyPrize', { n: formatOneIn(Math.round(table.anyPrizeOdds.oneIn * 100) / 100, language), probability: formatProbability(table.anyPrizeOdds.probability, language) })}
      </p>
      {multiplier && <p className="ps-field__hint">{t('odds.multiplierNote', { values: multiplier })}</p>}
      <p className="ps-field__hint">
        {t('odds.ticketPrice', { price: formatCurrency(table.ticketPrice, game.currency, language) })} ·{' '}
        <a className="ps-link" href={table.source.url} target="_blank" rel="noreferrer">
          {t('odds.source', { title: table.source.title })}
        </a>
      </p>
      {note && <p className="ps-field__hint">{t('odds.eraNote', { note: texts.pick(note) })}</p>}
    </div>
  );
}
