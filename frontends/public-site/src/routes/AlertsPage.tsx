import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuthSession } from '@pickwise/api-client';
import { useNotificationPreferences } from '@pickwise/api-client/notifications';
import { Button, Spinner, buttonClassName } from '@pickwise/ui';
import { AlertsForm } from '../alerts/AlertsForm.js';
import { BrowserPushPanel } from '../alerts/BrowserPushPanel.js';
import { CalendarSection } from '../alerts/CalendarSection.js';
import { CompactHero } from '../components/CompactHero.js';
import { PageMetadata } from '../components/PageMetadata.js';
import { alertsEn } from '../i18n/en-alerts.js';
import { addScreenTexts, usePublicSiteTexts } from '../i18n/texts.js';
import '../alerts/alerts.css';

addScreenTexts(alertsEn);

/**
 * /alerts (issue 27): a signed-in player's alerts: this browser's notifications, what to be told
 * of each game and how, and the draws in a calendar app (`#calendar`).
 */
export default function AlertsPage() {
  const { t, link } = usePublicSiteTexts();
  const { status } = useAuthSession();
  return (
    <div className="ps-page ps-page--tight">
      <PageMetadata path="/alerts" title={t('alerts.pageTitle')} description={t('alerts.description')} />
      <CompactHero title={t('alerts.heading')} intro={t('alerts.intro')} />
      <div className="pw-container ps-alerts">
        {status === 'loading' ? (
          <Spinner label={t('alerts.loading')} />
        ) : status === 'signedIn' ? (
          <SignedInAlerts />
        ) : (
          <div className="ps-notice" data-testid="alerts-sign-in">
            <p>
              {t('alerts.signInNeeded')}{' '}
              <Link to={link('/auth')} className={buttonClassName('secondary', 'small')}>
                {t('alerts.signIn')}
              </Link>
            </p>
          </div>
        )}
      </div>
    </div>
  );
}

function SignedInAlerts() {
  const { t } = usePublicSiteTexts();
  const preferences = useNotificationPreferences();
  const { hash } = useLocation();

  // The page arrives with its sections after the session is read, too late for the browser to have
  // scrolled to #calendar (My tickets' link): bring it into view and focus once it is there.
  useEffect(() => {
    if (hash !== '#calendar') return;
    const section = document.getElementById('calendar');
    section?.scrollIntoView({ block: 'start' });
    section?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <>
      <BrowserPushPanel pushDevices={preferences.data?.pushDevices} />
      {preferences.isError ? (
        <div role="alert" className="ps-panel ps-account-form__error">
          <p>{t('alerts.loadFailed')}</p>
          <Button variant="secondary" size="small" onClick={() => void preferences.refetch()}>
            {t('alerts.retry')}
          </Button>
        </div>
      ) : preferences.data ? (
        <AlertsForm view={preferences.data} />
      ) : (
        <Spinner label={t('alerts.loading')} />
      )}
      <CalendarSection />
    </>
  );
}
