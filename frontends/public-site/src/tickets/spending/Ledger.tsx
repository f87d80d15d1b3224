import { useTranslation } from 'react-i18next';
import { useTicketsSummary } from '@pickwise/api-client/spending';
import { findGame, type CurrencyCode } from '@pickwise/lottery';
import { Button, Spinner } from '@pickwise/ui';
import { ScrollRegion } from '../../components/ScrollRegion.js';
import { usePublicSiteTexts } from '../../i18n/texts.js';
import { formatCurrency } from '../../odds/number-format.js';
import { formatLedgerMonth } from './spending-format.js';

/**
 * Spent against won per month and game, each in the game's currency, the prizes without a fixed
 * amount counted apart, and the expected loss of the same tickets beside them; then the totals per
 * currency (never added across currencies).
 */
export function Ledger() {
  const { t } = useTranslation();
  const { language } = usePublicSiteTexts();
  const summary = useTicketsSummary();
  const money = (amount: number, currency: CurrencyCode) => formatCurrency(amount, currency, language);

  return (
    <section className="ps-spending__part" aria-labelledby="ledger-heading">
      <h3 id="ledger-heading">{t('spending.ledger.heading')}</h3>
      {summary.isError ? (
        <div role="alert">
          <p>{t('spending.loadFailed')}</p>
          <Button variant="secondary" size="small" onClick={() => void summary.refetch()}>
            {t('spending.retry')}
          </Button>
        </div>
      ) : !summary.data ? (
        <Spinner label={t('spending.loading')} />
      ) : summary.data.months.length === 0 ? (
        <p>{t('spending.ledger.empty')}</p>
      ) : (
        <>
          <ScrollRegion label={t('spending.ledger.caption')}>
            <table className="ps-spending__table" data-testid="spending-ledger">
              <caption>{t('spending.ledger.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('spending.ledger.monthAndGame')}</th>
                  <th scope="col">{t('spending.ledger.spent')}</th>
                  <th scope="col">{t('spending.ledger.won')}</th>
                  <th scope="col">{t('spending.ledger.expectedLoss')}</th>
                  <th scope="col">{t('spending.ledger.draws')}</th>
                </tr>
              </thead>
              <tbody>
                {summary.data.months.map((row) => (
                  <tr key={`${row.month}-${row.game}`}>
                    <th scope="row">
                      <span className="ps-spending__month">{formatLedgerMonth(row.month, language)}</span> {findGame(row.game)?.name ?? row.game}
                    </th>
                    <td>{money(row.spent, row.currency)}</td>
                    <td>
                      {money(row.won, row.currency)}
                      {row.winsWithoutAmount > 0 && <span className="ps-spending__apart">{t('spending.ledger.withoutAmount', { count: row.winsWithoutAmount })}</span>}
                    </td>
                    <td>{money(row.expectedLoss, row.currency)}</td>
                    <td>
                      {t('spending.ledger.drawsChecked', { checked: row.drawsChecked })}
                      {row.drawsPending > 0 && <span className="ps-spending__apart">{t('spending.ledger.drawsPending', { pending: row.drawsPending })}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <h4>{t('spending.ledger.totalsHeading')}</h4>
          <ul className="ps-spending__totals" data-testid="spending-totals">
            {summary.data.totals.map((total) => (
              <li key={total.currency}>
                {t('spending.ledger.total', {
                  currency: total.currency,
                  spent: money(total.spent, total.currency),
                  won: money(total.won, total.currency),
                  expectedLoss: money(total.expectedLoss, total.currency),
                })}
                {total.winsWithoutAmount > 0 && <> {t('spending.ledger.withoutAmount', { count: total.winsWithoutAmount })}</>}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>{t('spending.ledger.expectedLossMeaning')}</p>
      <p>{t('spending.ledger.currenciesApart')}</p>
    </section>
  );
}
