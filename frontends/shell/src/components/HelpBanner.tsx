import { useTranslation } from 'react-i18next';
import { HELP_RESOURCES } from './help-resources.js';

/** The responsible-gambling help banner shown on every page. */
export function HelpBanner() {
  const { t } = useTranslation();
  return (
    <aside className="shell-help" aria-label={t('help.bannerLabel')}>
      <div className="pw-container shell-help__inner">
        <span className="shell-help__icon" aria-hidden="true">
          🛟
        </span>
        <p className="shell-help__text">{t('help.bannerText')}</p>
        <ul className="shell-help__links">
          {HELP_RESOURCES.map((resource) => (
            <li key={resource.href}>
              <a href={resource.href} target="_blank" rel="noopener noreferrer">
                {t(resource.labelKey)}
                <span className="pw-visually-hidden"> {t('footer.opensInNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
