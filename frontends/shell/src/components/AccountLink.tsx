import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuthSession } from '@pickwise/api-client';
import { localizedPath, type Language } from '@pickwise/i18n';
import { Icon } from '@pickwise/ui';

/**
 * The nav's way to /auth: 'Sign In' when signed out; 'Account', named with the e-mail, when signed
 * in or while a stored session is being restored. useAuthSession loads the auth client only for a
 * stored session or an auth e-mail redirect, so a visitor's first page does not fetch it.
 */
export function AccountLink({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { status, user } = useAuthSession();
  return (
    <NavLink
      to={localizedPath(language, '/auth')}
      className={({ isActive }) => (isActive ? 'shell-account-link shell-account-link--active' : 'shell-account-link')}
      aria-label={user?.email ? t('nav.accountOf', { email: user.email }) : undefined}
    >
      <Icon name="user" />
      <span className="shell-account-link__label">{status === 'signedOut' ? t('nav.signIn') : t('nav.account')}</span>
    </NavLink>
  );
}
