import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizedPath, type Language } from '@pickwise/i18n';
import { HelpResourceLinks } from '@pickwise/ui';

const QUICK_LINKS = [
  { path: '/', labelKey: 'footer.home' },
  { path: '/games', labelKey: 'footer.allGames' },
  { path: '/history/powerball', labelKey: 'footer.numberHistory' },
  { path: '/faqs', labelKey: 'footer.faqs' },
  { path: '/privacy', labelKey: 'footer.privacy' },
] as const;

/** Footer with three columns (docs/product-spec.md §2): About text, Quick Links (with Privacy, issue 40), Responsible Play. */
export function Footer({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <footer className="shell-footer">
      <div className="pw-container shell-footer__columns">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="shell-footer__heading">
            {t('footer.aboutHeading')}
          </h2>
          <p>{t('footer.aboutText')}</p>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="shell-footer__heading">
            {t('footer.quickLinks')}
          </h2>
          <ul className="shell-footer__list">
            {QUICK_LINKS.map((link) => (
              <li key={link.path}>
                <Link to={localizedPath(language, link.path)}>{t(link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-responsible">
          <h2 id="footer-responsible" className="shell-footer__heading">
            {t('footer.responsiblePlay')}
          </h2>
          <p>{t('footer.responsiblePlayText')}</p>
          <ul className="shell-footer__list">
            <HelpResourceLinks />
            <li>
              <Link to={localizedPath(language, '/responsible')}>{t('footer.responsibleGamingPage')}</Link>
            </li>
          </ul>
        </section>
      </div>
      <div className="pw-container shell-footer__bottom">
        <p>{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
