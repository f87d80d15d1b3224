import { Button, Spinner } from '@pickwise/ui';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { useBrowserPush, type PushOutcome } from './use-browser-push.js';

const PROBLEMS: ReadonlySet<PushOutcome> = new Set(['denied', 'dismissed', 'failed', 'offFailed']);

/**
 * "Notifications in this browser": what turning them on does, the button that asks the browser,
 * and why it cannot be done where that is so (no Web Push; iPhone outside a Home Screen app; blocked).
 */
export function BrowserPushPanel({ pushDevices }: { pushDevices: number | undefined }) {
  const { t } = usePublicSiteTexts();
  const push = useBrowserPush();

  const body = () => {
    if (push.support === 'supported' && push.subscribed === undefined) return <Spinner label={t('alerts.loading')} />;
    if (push.support !== 'supported') return <p className="ps-notice">{t(`alerts.browser.${push.support}`)}</p>;
    return (
      <>
        <p className="ps-alerts__state" data-testid="browser-push-state">
          <strong>{push.subscribed ? t('alerts.browser.on') : t('alerts.browser.off')}</strong>
          {pushDevices !== undefined && <> {t('alerts.browser.devices', { count: pushDevices })}</>}
        </p>
        {push.blocked && !push.subscribed && push.outcome !== 'denied' && <p className="ps-notice ps-notice--warning">{t('alerts.browser.denied')}</p>}
        <div className="ps-alerts__actions">
          {push.subscribed ? (
            <Button variant="secondary" onClick={push.turnOff} disabled={push.working}>
              {push.working ? t('alerts.browser.working') : t('alerts.browser.turnOff')}
            </Button>
          ) : (
            <Button onClick={push.turnOn} disabled={push.working}>
              {push.working ? t('alerts.browser.working') : t('alerts.browser.turnOn')}
            </Button>
          )}
        </div>
      </>
    );
  };

  const problem = push.outcome !== undefined && PROBLEMS.has(push.outcome);
  return (
    <section className="ps-panel ps-alerts__part" aria-labelledby="alerts-browser-heading">
      <h2 id="alerts-browser-heading">{t('alerts.browser.heading')}</h2>
      <p>{t('alerts.browser.explain')}</p>
      {body()}
      <div role="status" aria-live="polite" data-testid="browser-push-status">
        {(push.outcome === 'turnedOn' || push.outcome === 'turnedOff') && <p>{t(`alerts.browser.${push.outcome}`)}</p>}
      </div>
      {problem && (
        <p className="ps-account-form__error" role="alert">
          {t(`alerts.browser.${push.outcome}`)}
        </p>
      )}
    </section>
  );
}
