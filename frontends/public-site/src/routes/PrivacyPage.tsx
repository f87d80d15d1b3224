import { Link } from 'react-router';
import { RETENTION_DAYS } from '@pickwise/contracts';
import { ContentHead } from '../content/ContentHead.js';
import { RETENTION_PERIODS } from '../content/retention-periods.js';
import { usePublicSiteTexts } from '../i18n/texts.js';

const BROWSER_ITEMS = ['sets', 'dialogs', 'tickets', 'pause', 'session', 'scroll'] as const;
const ACCOUNT_ITEMS = ['profile', 'sessions', 'addresses', 'factors', 'tickets', 'pools', 'alerts', 'messages'] as const;

/**
 * /privacy (issue 40): what is kept about a visitor (nothing that names them; what their own browser
 * keeps; the counters against abuse) and about an account, why, for how long (the periods are
 * libs/contracts RETENTION_DAYS, rendered, never typed), and how to download it or delete the account.
 */
export function PrivacyPage() {
  const { t, link } = usePublicSiteTexts();
  const days = (count: number) => t('content.privacy.days', { count });
  const paragraphs = (key: string, values?: Record<string, string>) => t(key, { returnObjects: true, ...values }) as string[];
  return (
    <div className="ps-page">
      <ContentHead area="privacy" />
      <div className="pw-container ps-narrow ps-content">
        <section aria-labelledby="privacy-visitors">
          <h2 id="privacy-visitors">{t('content.privacy.visitorsHeading')}</h2>
          {paragraphs('content.privacy.visitors', { generationLogs: days(RETENTION_DAYS.generationLogs) }).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <h3>{t('content.privacy.browserHeading')}</h3>
          <p>{t('content.privacy.browserIntro')}</p>
          <ul className="ps-content__list">
            {BROWSER_ITEMS.map((item) => (
              <li key={item}>{t(`content.privacy.browser.${item}`)}</li>
            ))}
          </ul>
          <h3>{t('content.privacy.countersHeading')}</h3>
          <p>{t('content.privacy.counters')}</p>
          <h3>{t('content.privacy.contactHeading')}</h3>
          <p>{t('content.privacy.contact', { contactMessages: days(RETENTION_DAYS.contactMessages) })}</p>
        </section>

        <section aria-labelledby="privacy-account">
          <h2 id="privacy-account">{t('content.privacy.accountHeading')}</h2>
          <p>{t('content.privacy.accountIntro')}</p>
          <ul className="ps-content__list">
            {ACCOUNT_ITEMS.map((item) => (
              <li key={item}>{t(`content.privacy.account.${item}`)}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="privacy-retention">
          <h2 id="privacy-retention">{t('content.privacy.retentionHeading')}</h2>
          <p>{t('content.privacy.retentionIntro')}</p>
          <table className="ps-privacy-table">
            <caption>{t('content.privacy.retentionCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('content.privacy.retentionColumns.record')}</th>
                <th scope="col">{t('content.privacy.retentionColumns.kept')}</th>
                <th scope="col">{t('content.privacy.retentionColumns.why')}</th>
              </tr>
            </thead>
            <tbody>
              {RETENTION_PERIODS.map((period) => (
                <tr key={period.kind}>
                  <th scope="row">{t(`content.privacy.retention.${period.kind}.record`)}</th>
                  <td className="ps-privacy-table__days">{days(period.days)}</td>
                  <td>{t(`content.privacy.retention.${period.kind}.why`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section aria-labelledby="privacy-rights">
          <h2 id="privacy-rights">{t('content.privacy.rightsHeading')}</h2>
          {paragraphs('content.privacy.rights').map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            <Link to={link('/auth')} className="ps-content__link">
              {t('content.privacy.accountLink')}
            </Link>
          </p>
          <p>
            {t('content.privacy.questions')}{' '}
            <Link to={link('/contact')} className="ps-content__link">
              {t('content.privacy.contactLink')}
            </Link>
          </p>
        </section>
      </div>
    </div>
  );
}
