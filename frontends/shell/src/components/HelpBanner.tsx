import { useTranslation } from 'react-i18next';
import { HelpResourceLinks, Icon } from '@pickwise/ui';

/** The responsible-gambling help banner shown on every page. */
export function HelpBanner() {
  const { t } = useTranslation();
  return (
    <aside className="shell-help" aria-label={t('help.bannerLabel')}>
      <div className="pw-container shell-help__inner">
        <Icon name="lifebuoy" className="shell-help__icon" />
        <p className="shell-help__text">{t('help.bannerText')}</p>
        <ul className="shell-help__links">
          <HelpResourceLinks />
        </ul>
      </div>
    </aside>
  );
}
