import { useTranslation } from 'react-i18next';
import { HELP_LINKS } from '@pickwise/i18n';
import { ContentHead } from '../content/ContentHead.js';
import { ExternalLink } from '../content/ExternalLink.js';
import { HELP_ORGANISATIONS, HELP_REGIONS, type HelpOrganisation } from '../content/help-resources.js';
import { usePublicSiteTexts } from '../i18n/texts.js';

const GUIDELINES = ['budget', 'entertainment', 'stop', 'chasing', 'balance'] as const;
const WARNING_SIGNS = ['overspending', 'lying', 'anxiety', 'neglect', 'borrowing'] as const;

/**
 * /responsible (docs/product-spec.md §2): the notice that no tickets are sold, the guidelines, the
 * warning signs, help by region with helpline numbers, and the help banner's three links.
 */
export function ResponsiblePage() {
  const { t } = usePublicSiteTexts();
  // The banner's labels are the shell's common texts.
  const { t: common } = useTranslation();
  return (
    <div className="ps-page">
      <ContentHead area="responsible" />
      <div className="pw-container ps-narrow ps-content">
        <section className="ps-notice ps-notice--warning ps-content__notice" aria-labelledby="responsible-notice">
          <div>
            <h2 id="responsible-notice">{t('content.responsible.noticeTitle')}</h2>
            <p>{t('content.responsible.notice')}</p>
          </div>
        </section>

        <section aria-labelledby="responsible-guidelines">
          <h2 id="responsible-guidelines">{t('content.responsible.guidelinesHeading')}</h2>
          <ul className="ps-content__cards">
            {GUIDELINES.map((key) => (
              <li key={key} className="ps-content__card">
                <h3>{t(`content.responsible.guidelines.${key}.title`)}</h3>
                <p>{t(`content.responsible.guidelines.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="responsible-signs">
          <h2 id="responsible-signs">{t('content.responsible.signsHeading')}</h2>
          <p>{t('content.responsible.signsIntro')}</p>
          <ul className="ps-content__list">
            {WARNING_SIGNS.map((key) => (
              <li key={key}>{t(`content.responsible.signs.${key}`)}</li>
            ))}
          </ul>
          <p>{t('content.responsible.signsAfter')}</p>
        </section>

        <section aria-labelledby="responsible-help">
          <h2 id="responsible-help">{t('content.responsible.resourcesHeading')}</h2>
          <p>{t('content.responsible.resourcesIntro')}</p>
          {HELP_REGIONS.map((region) => (
            <section key={region} aria-labelledby={`help-${region}`} className="ps-content__region">
              <h3 id={`help-${region}`}>{t(`content.responsible.regions.${region}`)}</h3>
              <ul className="ps-content__cards">
                {HELP_ORGANISATIONS.filter((organisation) => organisation.region === region).map((organisation) => (
                  <HelpCard key={organisation.key} organisation={organisation} />
                ))}
              </ul>
            </section>
          ))}
        </section>

        <section aria-labelledby="responsible-banner">
          <h2 id="responsible-banner">{t('content.responsible.bannerHeading')}</h2>
          <p>{t('content.responsible.bannerText')}</p>
          <ul className="ps-content__list">
            {HELP_LINKS.map((resource) => (
              <li key={resource.href}>
                <ExternalLink href={resource.href}>{common(resource.labelKey)}</ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

function HelpCard({ organisation }: { organisation: HelpOrganisation }) {
  const { t } = usePublicSiteTexts();
  return (
    <li className="ps-content__card">
      <h4 lang={organisation.nameLanguage}>{organisation.name}</h4>
      <p>{t(`content.responsible.organisations.${organisation.key}`)}</p>
      {organisation.phone ? (
        <p>
          <a href={`tel:${organisation.phone.tel}`} className="ps-content__phone">
            {t('content.responsible.call', { number: organisation.phone.display })}
          </a>
        </p>
      ) : null}
      <p>
        <ExternalLink href={organisation.site}>{t('content.responsible.site', { name: organisation.name })}</ExternalLink>
      </p>
    </li>
  );
}
