import { useTranslation } from 'react-i18next';
import { HELP_LINKS } from '@pickwise/i18n';

/** The gambling-help services (libs/i18n HELP_LINKS) beside the budgets. */
export function HelplineLinks() {
  const { t } = useTranslation();
  return (
    <aside className="ps-spending__help" aria-labelledby="spending-help-heading">
      <h4 id="spending-help-heading">{t('spending.budgets.helpHeading')}</h4>
      <p>{t('spending.budgets.helpText')}</p>
      <ul>
        {HELP_LINKS.map((resource) => (
          <li key={resource.href}>
            <a href={resource.href} target="_blank" rel="noopener noreferrer">
              {t(resource.labelKey)}
              <span className="pw-visually-hidden"> {t('footer.opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
