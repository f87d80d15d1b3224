import { useMemo } from 'react';
import { useProfile, useUpdateProfile, type ProfileCountry } from '@pickwise/api-client';
import { Button, Spinner } from '@pickwise/ui';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { AccountField, AccountForm } from './AccountForm.js';
import { DISPLAY_NAME_MAX_LENGTH, characterCount } from '@pickwise/contracts/limits';
import { countryOptions } from './profile-fields.js';
import { useAccountAction } from './use-account-action.js';

/** The Profile tab: name and country (required), the e-mail shown but not editable (docs/product-spec.md §2, §5). */
export function ProfileForm({ email }: { email: string }) {
  const { t, language } = usePublicSiteTexts();
  const profile = useProfile();
  const updateProfile = useUpdateProfile();
  const state = useAccountAction('updateProfile');
  const countries = useMemo(() => countryOptions(language, t('auth.otherCountry')), [language, t]);

  if (profile.isPending) return <Spinner label={t('auth.loadingProfile')} />;
  if (profile.isError) {
    return (
      <div className="ps-notice ps-notice--warning ps-account-retry" role="alert">
        <p>{t('auth.profileLoadFailed')}</p>
        <Button variant="secondary" size="small" onClick={() => void profile.refetch()}>
          {t('auth.retry')}
        </Button>
      </div>
    );
  }

  const submit = (data: FormData) =>
    void state.run(async () => {
      // The select offers only these codes and requires one; the server checks both fields again.
      await updateProfile.mutateAsync({ display_name: String(data.get('display_name')), country: data.get('country') as ProfileCountry });
      return t('auth.messages.profileUpdated');
    });

  return (
    <AccountForm state={state} onSubmit={submit}>
      <AccountField label={t('auth.name')}>
        {(control) => (
          <input
            {...control}
            className="ps-input"
            name="display_name"
            required
            // Not maxLength: the browser counts it in UTF-16 units, two for an emoji, and the limit is in characters.
            onChange={(event) =>
              event.currentTarget.setCustomValidity(characterCount(event.currentTarget.value) > DISPLAY_NAME_MAX_LENGTH ? t('auth.nameTooLong', { max: DISPLAY_NAME_MAX_LENGTH }) : '')
            }
            autoComplete="name"
            defaultValue={profile.data.display_name ?? ''}
          />
        )}
      </AccountField>
      <AccountField label={t('auth.email')} hint={t('auth.emailFixed')}>
        {(control) => <input {...control} className="ps-input" type="email" readOnly value={profile.data.email ?? email} />}
      </AccountField>
      <AccountField label={t('auth.country')}>
        {(control) => (
          <select {...control} className="ps-input" name="country" required defaultValue={profile.data.country ?? ''} autoComplete="country">
            <option value="" disabled>
              {t('auth.chooseCountry')}
            </option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        )}
      </AccountField>
    </AccountForm>
  );
}
