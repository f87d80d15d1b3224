import { useId, useState } from 'react';
import { useJackpots } from '@pickwise/api-client';
import { DEFAULT_CASH_SHARE, DEFAULT_TAX_RATES, estimateTicketsSold, expectedValue, type Game, type Payout, type PrizeTable } from '@pickwise/lottery';
import { GAME_COPY } from '@pickwise/site/copy';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { formatCount, formatCurrency, formatDecimal, formatOneIn, formatProbability } from './number-format.js';
import { tierName } from './tier-name.js';

/** A non-negative number typed by the visitor (at most `max`), or undefined when it is not one. */
function parseAmount(text: string, max = Infinity): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= max ? value : undefined;
}

interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  invalid: boolean;
  percent?: boolean;
  optional?: boolean;
}

function NumberField({ label, value, onChange, hint, invalid, percent = false, optional = false }: NumberFieldProps) {
  const { t } = usePublicSiteTexts();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showError = invalid && !(optional && value.trim() === '');
  // Only the hint and error that are on the page: a missing id would describe the input with nothing.
  const describedBy = [hint && hintId, showError && errorId].filter(Boolean).join(' ');
  return (
    <div className="ps-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="ps-input"
        type="number"
        inputMode="decimal"
        min={0}
        {...(percent ? { max: 100 } : {})}
        step="any"
        value={value}
        aria-invalid={showError}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={hintId} className="ps-field__hint">
          {hint}
        </p>
      )}
      {showError && (
        <p id={errorId} className="ps-field__error" role="alert">
          {t('odds.ev.invalid', { max: percent ? t('odds.ev.maxPercent') : '' })}
        </p>
      )}
    </div>
  );
}

/**
 * The expected value of one line (libs/lottery expectedValue): jackpot prefilled from /api/jackpots,
 * ticket price, annuity or cash (US games), tax, tickets sold; every step of the sum shown.
 */
export function ExpectedValueCalculator({ game, table }: { game: Game; table: PrizeTable }) {
  const texts = usePublicSiteTexts();
  const { t, language, pick } = texts;
  const jackpots = useJackpots();
  const known = jackpots.data?.[game.id];
  const prefilled = known?.amount ?? game.estimatedJackpot;
  const [jackpotText, setJackpotText] = useState<string | null>(null);
  const [priceText, setPriceText] = useState(String(table.ticketPrice));
  const [payout, setPayout] = useState<Payout>('annuity');
  const [cashText, setCashText] = useState(String(DEFAULT_CASH_SHARE * 100));
  const [taxText, setTaxText] = useState(String(Math.round((DEFAULT_TAX_RATES[game.countryCode] ?? 0) * 100)));
  const [ticketsText, setTicketsText] = useState('');
  const payoutName = useId();

  const jackpotShown = jackpotText ?? String(prefilled);
  const jackpot = parseAmount(jackpotShown);
  const ticketPrice = parseAmount(priceText);
  const cashShare = parseAmount(cashText, 100);
  const taxRate = parseAmount(taxText, 100);
  const ticketsSold = parseAmount(ticketsText);
  const hasCashOption = game.region === 'usa';
  const money = (amount: number) => formatCurrency(amount, game.currency, language);
  const percent = (value: number) => formatProbability(value, language);
  const valid = jackpot !== undefined && ticketPrice !== undefined && cashShare !== undefined && taxRate !== undefined && (ticketsText.trim() === '' || ticketsSold !== undefined);
  const source = known ? t(`common.jackpotSource.${known.source}`) : t('common.jackpotSource.estimated');

  return (
    <section className="ps-panel ps-ev" aria-labelledby="ev-heading">
      <h2 id="ev-heading">{t('odds.ev.heading')}</h2>
      <p>{t('odds.ev.intro')}</p>
      <form className="ps-ev__form" onSubmit={(event) => event.preventDefault()}>
        <NumberField label={t('odds.ev.jackpot', { currency: game.currency })} value={jackpotShown} onChange={setJackpotText} hint={t('odds.ev.jackpotHint', { source })} invalid={jackpot === undefined} />
        <NumberField label={t('odds.ev.ticketPrice', { currency: game.currency })} value={priceText} onChange={setPriceText} invalid={ticketPrice === undefined} />
        {hasCashOption ? (
          <fieldset className="ps-field ps-ev__payout">
            <legend className="ps-field__label">{t('odds.ev.payout')}</legend>
            {(['annuity', 'cash'] as const).map((option) => (
              <label key={option} className="ps-ev__radio">
                <input type="radio" name={payoutName} value={option} checked={payout === option} onChange={() => setPayout(option)} /> {t(`odds.ev.${option}`)}
              </label>
            ))}
            {payout === 'cash' && <NumberField label={t('odds.ev.cashShare')} value={cashText} onChange={setCashText} invalid={cashShare === undefined} percent />}
          </fieldset>
        ) : (
          <p className="ps-field__hint">{t('odds.ev.lumpSum')}</p>
        )}
        <NumberField label={t('odds.ev.taxRate')} value={taxText} onChange={setTaxText} hint={t('odds.ev.taxHint', { country: pick(GAME_COPY[game.id].country) })} invalid={taxRate === undefined} percent />
        <NumberField
          label={t('odds.ev.tickets')}
          value={ticketsText}
          onChange={setTicketsText}
          hint={t('odds.ev.ticketsHint', { tickets: formatCount(estimateTicketsSold(jackpot ?? 0, ticketPrice ?? 0), language) })}
          invalid={ticketsSold === undefined}
          optional
        />
      </form>
      {valid && (
        <Steps
          game={game}
          table={table}
          input={{ jackpot, ticketPrice, payout: hasCashOption ? payout : 'annuity', cashShare: cashShare / 100, taxRate: taxRate / 100, ...(ticketsSold === undefined ? {} : { ticketsSold }) }}
          money={money}
          percent={percent}
          texts={texts}
        />
      )}
    </section>
  );
}

interface StepsProps {
  game: Game;
  table: PrizeTable;
  input: { jackpot: number; ticketPrice: number; payout: Payout; cashShare: number; taxRate: number; ticketsSold?: number };
  money: (amount: number) => string;
  percent: (value: number) => string;
  texts: ReturnType<typeof usePublicSiteTexts>;
}

function Steps({ game, table, input, money, percent, texts }: StepsProps) {
  const { t, language } = texts;
  const ev = expectedValue({ table, ...input });
  const jackpotTier = table.tiers.find((tier) => tier.prize.kind === 'jackpot');
  const jackpotOneIn = formatOneIn(jackpotTier?.odds.oneIn ?? 0, language);
  const decimal = (value: number) => formatDecimal(value, language, 4);
  const byId = new Map(table.tiers.map((tier) => [tier.id, tier]));
  const shared = ev.tiers.filter((tier) => tier.amount === null).map((tier) => tierName(byId.get(tier.tierId)!, game, texts));
  return (
    <div className="ps-ev__steps" aria-live="polite" data-testid="ev-steps">
      <h3>{t('odds.ev.stepsHeading')}</h3>
      <ol>
        <li>
          {input.payout === 'cash'
            ? t('odds.ev.stepJackpotPaidCash', { jackpot: money(input.jackpot), share: percent(input.cashShare), value: money(ev.jackpotPaid) })
            : t('odds.ev.stepJackpotPaid', { value: money(ev.jackpotPaid) })}
        </li>
        <li>{t('odds.ev.stepAfterTax', { rate: percent(input.taxRate), value: money(ev.jackpotAfterTax) })}</li>
        <li>{t(ev.ticketsEstimated ? 'odds.ev.stepTicketsEstimated' : 'odds.ev.stepTickets', { tickets: formatCount(ev.ticketsSold, language) })}</li>
        <li>{t('odds.ev.stepCoWinners', { tickets: formatCount(ev.ticketsSold, language), oneIn: jackpotOneIn, lambda: decimal(ev.expectedCoWinners) })}</li>
        <li>{t('odds.ev.stepShare', { share: decimal(ev.jackpotShare) })}</li>
        <li>{t('odds.ev.stepJackpotValue', { afterTax: money(ev.jackpotAfterTax), share: decimal(ev.jackpotShare), oneIn: jackpotOneIn, value: money(ev.jackpotContribution) })}</li>
        {ev.expectedMultiplier !== 1 && <li>{t('odds.ev.stepMultiplier', { times: decimal(ev.expectedMultiplier) })}</li>}
        {ev.tiers
          .filter((tier) => tier.amount !== null)
          .map((tier) => (
            <li key={tier.tierId}>
              {t('odds.ev.stepTier', {
                tier: tierName(byId.get(tier.tierId)!, game, texts),
                amount: money(tier.amount!),
                oneIn: formatOneIn(1 / tier.probability, language),
                // What tax leaves of this prize (a free ticket or the stake back is not taxed).
                kept: percent(tier.contribution / (tier.probability * tier.amount!)),
                value: money(tier.contribution),
              })}
            </li>
          ))}
        {shared.length > 0 && <li>{t('odds.ev.stepShared', { tiers: shared.join(', ') })}</li>}
      </ol>
      <p className="ps-ev__result" data-testid="ev-per-ticket">
        <strong>{t('odds.ev.perTicket', { value: money(ev.perTicket) })}</strong>
      </p>
      <p data-testid="ev-per-unit">{t('odds.ev.perUnit', { unit: money(1), value: money(ev.perUnitSpent) })}</p>
      <p data-testid="ev-net">{t('odds.ev.net', { value: money(ev.netPerTicket) })}</p>
    </div>
  );
}
