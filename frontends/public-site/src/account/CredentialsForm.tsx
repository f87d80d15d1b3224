import { useState } from 'react';
import { Link } from 'react-router';
import { loadAuthClient } from '@pickwise/api-client';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { AccountField, AccountForm, PasswordField } from './AccountForm.js';
import { signUpRequest } from './sign-up-request.js';
import { orThrow, useAccountAction } from './use-account-action.js';

/** The Sign In or the Sign Up form: e-mail and password (docs/product-spec.md §5); Sign Up links the privacy page. */
export function CredentialsForm({ mode }: { mode: 'signIn' | 'signUp' }) {
  const { t, language, link } = usePublicSiteTexts();
  const state = useAccountAction(mode);
  const [notice, setNotice] = useState('');

  const submit = (data: FormData) => {
    const credentials = { email: String(data.get('email')), password: String(data.get('password')) };
    setNotice('');
    void state.run(async () => {
      const client = await loadAuthClient();
      if (mode === 'signIn') {
        orThrow(await client.signInWithPassword(credentials));
        return t('auth.messages.signedIn');
      }
      const { session } = orThrow(await client.signUp(signUpRequest(credentials, language, location.origin))).data;
      // With a session the new account is signed in already (no 'you can now sign in'); without one
      // the server wants the address confirmed first: say so.
      const created = t(session ? 'auth.messages.accountCreatedSignedIn' : 'auth.messages.confirmEmail');
      setNotice(created);
      return created;
    });
  };

  return (
    <AccountForm state={state} onSubmit={submit} notice={notice}>
      <AccountField label={t('auth.email')}>
        {(control) => <input {...control} className="ps-input" type="email" name="email" required autoComplete="email" />}
      </AccountField>
      <PasswordField label={t('auth.password')} autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'} />
      {mode === 'signUp' && (
        <p className="ps-account-form__privacy">
          {t('auth.signUpPrivacy')} <Link to={link('/privacy')}>{t('auth.privacyLink')}</Link>
        </p>
      )}
    </AccountForm>
  );
}
