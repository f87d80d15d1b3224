import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@pickwise/api-client';
import { useLimits, useUpdateLimits, type Budget } from '@pickwise/api-client/spending';
import type { CurrencyCode } from '@pickwise/lottery';
import { Button, Spinner } from '@pickwise/ui';
import { usePublicSiteTexts } from '../../i18n/texts.js';
import { formatCurrency } from '../../odds/number-format.js';
import { budgetChanges, budgetsByCurrency, draftOf, type BudgetDraft, type BudgetField } from './budget-drafts.js';
import { HelplineLinks } from './HelplineLinks.js';
import { formatEffectiveAt } from './spending-format.js';

const BUDGET_FIELDS: readonly BudgetField[] = ['weekly', 'monthly'];

/**
 * The weekly and monthly budget of each currency with what is spent so far against it, the
 * 24-hour rule said plainly, a raise that is waiting shown with the time it applies, and the
 * helplines beside them.
 */
export function BudgetsForm() {
  const { t } = useTranslation();
  const limits = useLimits();
  return (
    <section className="ps-spending__part" aria-labelledby="budgets-heading">
      <h3 id="budgets-heading">{t('spending.budgets.heading')}</h3>
      <p>{t('spending.budgets.intro')}</p>
      <p className="ps-spending__rule">
        <strong>{t('spending.budgets.rule')}</strong>
      </p>
      {limits.isError ? (
        <div role="alert">
          <p>{t('spending.loadFailed')}</p>
          <Button variant="secondary" size="small" onClick={() => void limits.refetch()}>
            {t('spending.retry')}
          </Button>
        </div>
      ) : !limits.data ? (
        <Spinner label={t('spending.loading')} />
      ) : (
        <BudgetFields budgets={budgetsByCurrency(limits.data.budgets)} />
      )}
      <HelplineLinks />
    </section>
  );
}

type Status = { kind: 'saved'; effectiveAt: string | undefined } | { kind: 'invalid'; fields: string[] } | { kind: 'refused'; key: 'spending.budgets.refused' | 'spending.budgets.saveFailed' } | undefined;

function BudgetFields({ budgets }: { budgets: Budget[] }) {
  const { t } = useTranslation();
  const { language } = usePublicSiteTexts();
  const update = useUpdateLimits();
  // Edited fields only: the others follow the budgets as they are read.
  const [drafts, setDrafts] = useState<Partial<Record<CurrencyCode, BudgetDraft>>>({});
  const [status, setStatus] = useState<Status>();
  const draft = (budget: Budget) => drafts[budget.currency] ?? draftOf(budget);
  const fieldName = (currency: CurrencyCode, field: BudgetField) => `${t(`spending.budgets.${field}`)} (${currency})`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = budgetChanges(budgets, Object.fromEntries(budgets.map((budget) => [budget.currency, draft(budget)])));
    if (!changes.ok) {
      setStatus({ kind: 'invalid', fields: changes.invalid.map(({ currency, field }) => `${currency}-${field}`) });
      return;
    }
    if (changes.budgets.length === 0) {
      setStatus({ kind: 'saved', effectiveAt: budgets.find((budget) => budget.pending)?.pending?.effectiveAt });
      return;
    }
    update.mutate(
      { budgets: changes.budgets },
      {
        onSuccess: (limits) => {
          setDrafts({});
          const changed = new Set(changes.budgets.map((budget) => budget.currency));
          setStatus({ kind: 'saved', effectiveAt: limits.budgets.find((budget) => changed.has(budget.currency) && budget.pending)?.pending?.effectiveAt });
        },
        // The form checks what the API checks: a 400 means the two disagree; say so in the page's language.
        onError: (error) => setStatus({ kind: 'refused', key: error instanceof ApiError && error.isValidation ? 'spending.budgets.refused' : 'spending.budgets.saveFailed' }),
      },
    );
  };

  const invalidFields = status?.kind === 'invalid' ? status.fields : [];
  return (
    <form className="ps-spending__budgets" onSubmit={submit} noValidate>
      {budgets.map((budget) => {
        const money = (amount: number) => formatCurrency(amount, budget.currency, language);
        const budgetOrNone = (amount: number | null) => (amount === null ? t('spending.budgets.none') : money(amount));
        return (
          <fieldset key={budget.currency} className="ps-spending__currency" data-testid={`budget-${budget.currency}`}>
            <legend>{t(`spending.budgets.currency.${budget.currency}`)}</legend>
            <div className="ps-spending__fields">
              {BUDGET_FIELDS.map((field) => {
                const id = `budget-${budget.currency}-${field}`;
                const invalid = invalidFields.includes(`${budget.currency}-${field}`);
                return (
                  <div key={field} className="ps-field">
                    <label htmlFor={id}>{fieldName(budget.currency, field)}</label>
                    <input
                      id={id}
                      className="ps-input"
                      inputMode="decimal"
                      autoComplete="off"
                      value={draft(budget)[field]}
                      aria-invalid={invalid || undefined}
                      aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
                      onChange={(event) => setDrafts((all) => ({ ...all, [budget.currency]: { ...draft(budget), [field]: event.target.value } }))}
                    />
                    <p className="ps-field__hint" id={`${id}-hint`}>
                      {t('spending.budgets.noBudgetHint')}
                    </p>
                    {invalid && (
                      <p className="ps-field__error" id={`${id}-error`}>
                        {t('spending.budgets.invalid', { field: fieldName(budget.currency, field) })}
                      </p>
                    )}
                  </div>
                );
              })}
            </div>
            <ul className="ps-spending__spent">
              <li>
                {budget.weekly === null
                  ? t('spending.budgets.spentThisWeekNoBudget', { spent: money(budget.spentThisWeek) })
                  : t('spending.budgets.spentThisWeek', { spent: money(budget.spentThisWeek), budget: money(budget.weekly) })}
              </li>
              <li>
                {budget.monthly === null
                  ? t('spending.budgets.spentThisMonthNoBudget', { spent: money(budget.spentThisMonth) })
                  : t('spending.budgets.spentThisMonth', { spent: money(budget.spentThisMonth), budget: money(budget.monthly) })}
              </li>
            </ul>
            {budget.pending && (
              <p className="ps-spending__pending" data-testid={`budget-${budget.currency}-pending`}>
                {t('spending.budgets.pending', {
                  time: formatEffectiveAt(budget.pending.effectiveAt, language),
                  weekly: budgetOrNone(budget.pending.weekly),
                  monthly: budgetOrNone(budget.pending.monthly),
                })}
              </p>
            )}
          </fieldset>
        );
      })}
      <div className="ps-spending__actions">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('spending.budgets.saving') : t('spending.budgets.save')}
        </Button>
        <div role="status" aria-live="polite" data-testid="budgets-status">
          {status?.kind === 'saved' && (
            <p>{status.effectiveAt ? t('spending.budgets.savedPending', { time: formatEffectiveAt(status.effectiveAt, language) }) : t('spending.budgets.saved')}</p>
          )}
        </div>
      </div>
      {status?.kind === 'refused' && (
        <p className="ps-account-form__error" role="alert">
          {t(status.key)}
        </p>
      )}
    </form>
  );
}
