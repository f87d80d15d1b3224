import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthSession } from '@pickwise/api-client';
import { localizedPath, stripLanguagePrefix, type Language } from '@pickwise/i18n';

/**
 * A password-recovery e-mail link lands on the site's home page (the auth client reads its session
 * from the URL); the new password is chosen on /auth, so the visitor is taken there.
 */
export function usePasswordRecoveryRedirect(language: Language): void {
  const { passwordRecovery } = useAuthSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (passwordRecovery && stripLanguagePrefix(pathname) !== '/auth') void navigate(localizedPath(language, '/auth'), { replace: true });
  }, [passwordRecovery, pathname, language, navigate]);
}
