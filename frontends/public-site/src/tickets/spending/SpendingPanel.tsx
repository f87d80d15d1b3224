import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuthSession } from '@pickwise/api-client';
import { Spinner, buttonClassName } from '@pickwise/ui';
import { usePublicSiteTexts } from '../../i18n/texts.js';
import { BudgetsForm } from './BudgetsForm.js';
import { HelplineLinks } from './HelplineLinks.js';
import { Ledger } from './Ledger.js';
import { PauseSwitch } from './PauseSwitch.js';
import './spending.css';

/**
 * "Spending and limits" on My tickets (issue 26): the ledger and the budgets of a signed-in
 * player, and the pause mode, which visitors have too (on their device).
 */
export function SpendingPanel() {
  const { t } = useTranslation();
  const { link } = usePublicSiteTexts();
  const { status } = useAuthSession();
  return (
    <section className="ps-spending" aria-labelledby="spending-heading" data-testid="spending-panel">
      <h2 id="spending-heading">{t('spending.heading')}</h2>
      {status === 'loading' ? (
        <Spinner label={t('spending.loading')} />
      ) : status === 'signedIn' ? (
        <>
          <p>{t('spending.intro')}</p>
          <Ledger />
          <BudgetsForm />
        </>
      ) : (
        <p>
          {t('spending.signInNeeded')}{' '}
          <Link to={link('/auth')} className={buttonClassName('secondary', 'small')}>
            {t('spending.signIn')}
          </Link>
        </p>
      )}
      <PauseSwitch signedIn={status === 'signedIn'} />
      {status === 'signedOut' && <HelplineLinks />}
    </section>
  );
}
