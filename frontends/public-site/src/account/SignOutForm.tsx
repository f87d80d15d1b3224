import { useNavigate } from 'react-router';
import { loadAuthClient } from '@pickwise/api-client';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { AccountForm } from './AccountForm.js';
import { orThrow, useAccountAction } from './use-account-action.js';

/** The Account tab: who is signed in, and 'Sign Out', which ends the session and goes home (docs/product-spec.md §2). */
export function SignOutForm({ email }: { email: string }) {
  const { t, link } = usePublicSiteTexts();
  const navigate = useNavigate();
  const state = useAccountAction('signOut');

  const submit = () =>
    void state.run(async () => {
      orThrow(await (await loadAuthClient()).signOut());
      void navigate(link('/'));
      return t('auth.messages.signedOut');
    });

  return (
    <AccountForm state={state} onSubmit={submit} variant="danger">
      <p className="ps-account-email">
        {t('auth.signedInAs')} <strong>{email}</strong>
      </p>
    </AccountForm>
  );
}
