import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@pickwise/api-client';
import { useUnsubscribe } from '@pickwise/api-client/notifications';
import { Button, buttonClassName } from '@pickwise/ui';
import { CompactHero } from '../components/CompactHero.js';
import { PageMetadata } from '../components/PageMetadata.js';
import { alertsEn } from '../i18n/en-alerts.js';
import { addScreenTexts, usePublicSiteTexts } from '../i18n/texts.js';
import '../alerts/alerts.css';

addScreenTexts(alertsEn);

/**
 * /unsubscribe?token=… (the human link of an alert e-mail): one button that stops every alert
 * e-mail of the token's account, no session needed. Nothing is sent on opening: mail scanners open
 * links, and only the reader's press may unsubscribe (RFC 8058's one-click POST goes to the API).
 */
export default function UnsubscribePage() {
  const { t, link } = usePublicSiteTexts();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const refusal = unsubscribe.error instanceof ApiError && unsubscribe.error.isValidation ? 'invalid' : 'failed';

  return (
    <div className="ps-page ps-page--tight">
      <PageMetadata path="/unsubscribe" title={t('unsubscribe.pageTitle')} description={t('unsubscribe.description')} />
      <CompactHero title={t('unsubscribe.heading')} intro={t('unsubscribe.intro')} />
      <div className="pw-container ps-alerts">
        <section className="ps-panel ps-alerts__part" aria-labelledby="unsubscribe-heading">
          <h2 id="unsubscribe-heading" className="pw-visually-hidden">
            {t('unsubscribe.heading')}
          </h2>
          {token === '' ? (
            <p>{t('unsubscribe.missing')}</p>
          ) : unsubscribe.isSuccess ? null : (
            <>
              <p>{t('unsubscribe.explain')}</p>
              <div className="ps-alerts__actions">
                <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
                  {unsubscribe.isPending ? t('unsubscribe.sending') : t('unsubscribe.confirm')}
                </Button>
              </div>
            </>
          )}
          <div role="status" aria-live="polite" data-testid="unsubscribe-status">
            {unsubscribe.isSuccess && (
              <>
                <p>
                  <strong>{t('unsubscribe.done')}</strong>
                </p>
                <p>{t('unsubscribe.again')}</p>
              </>
            )}
          </div>
          {unsubscribe.isError && (
            <p className="ps-account-form__error" role="alert">
              {t(`unsubscribe.${refusal}`)}
            </p>
          )}
          {(unsubscribe.isSuccess || token === '' || refusal === 'invalid') && (
            <Link to={link('/alerts')} className={buttonClassName('secondary', 'small')}>
              {t('unsubscribe.alertsLink')}
            </Link>
          )}
        </section>
      </div>
    </div>
  );
}
