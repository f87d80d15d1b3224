import { useState } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizedPath, type Language } from '@pickwise/i18n';
import { Icon } from '@pickwise/ui';
import { AccountLink } from './AccountLink.js';
import { LanguageToggle } from './LanguageToggle.js';
import { Wordmark } from './Wordmark.js';

const NAV_ITEMS = [
  { path: '/', labelKey: 'nav.home', end: true },
  { path: '/generator', labelKey: 'nav.generator', end: false },
  { path: '/history', labelKey: 'nav.history', end: false },
  { path: '/tickets', labelKey: 'nav.tickets', end: false },
  { path: '/about', labelKey: 'nav.about', end: false },
  { path: '/faqs', labelKey: 'nav.faqs', end: false },
] as const;

/**
 * Sticky top navigation: wordmark, the six links (a menu button below medium width), the account
 * link and the language toggle.
 */
export function TopNav({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="shell-header">
      <div className="pw-container shell-header__inner">
        <Wordmark language={language} />
        <nav aria-label={t('nav.label')} className="shell-nav">
          <button
            type="button"
            className="shell-nav__menu-button"
            aria-expanded={menuOpen}
            aria-controls="shell-nav-links"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
            <span className="pw-visually-hidden">{menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
          </button>
          <ul id="shell-nav-links" className={menuOpen ? 'shell-nav__links shell-nav__links--open' : 'shell-nav__links'}>
            {NAV_ITEMS.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={localizedPath(language, item.path)}
                  end={item.end}
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) => (isActive ? 'shell-nav__link shell-nav__link--active' : 'shell-nav__link')}
                >
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
          <AccountLink language={language} />
        </nav>
        <LanguageToggle language={language} />
      </div>
    </header>
  );
}
