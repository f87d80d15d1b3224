import { loadAuthClient } from '@pickwise/api-client';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { AccountForm, PasswordField } from './AccountForm.js';
import { orThrow, useAccountAction } from './use-account-action.js';

/**
 * After a password-recovery link (PASSWORD_RECOVERY): the new password. Saving it (USER_UPDATED)
 * ends the recovery, and the screen shows the account.
 */
export function NewPasswordForm({ email }: { email: string }) {
  const { t } = usePublicSiteTexts();
  const state = useAccountAction('updatePassword');

  const submit = (data: FormData) =>
    void state.run(async () => {
      orThrow(await (await loadAuthClient()).updateUser({ password: String(data.get('password')) }));
      return t('auth.messages.passwordUpdated');
    });

  return (
    <AccountForm state={state} onSubmit={submit}>
      {/* Tells password managers whose password this is. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField label={t('auth.newPassword')} autoComplete="new-password" />
    </AccountForm>
  );
}
