import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAuthSession, useMe } from '@pickwise/api-client';
import { Icon, Spinner, buttonClassName } from '@pickwise/ui';
import { AccountTabs } from '../account/AccountTabs.js';
import { CredentialsForm } from '../account/CredentialsForm.js';
import { NewPasswordForm } from '../account/NewPasswordForm.js';
import { ProfileForm } from '../account/ProfileForm.js';
import { SignOutForm } from '../account/SignOutForm.js';
import { YourDataSection } from '../account/YourDataSection.js';
import { CompactHero } from '../components/CompactHero.js';
import { PageMetadata } from '../components/PageMetadata.js';
import { accountDataEn } from '../i18n/en-account-data.js';
import { authEn } from '../i18n/en-auth.js';
import { calendarLinkEn } from '../i18n/en-calendar-link.js';
import { addScreenTexts, usePublicSiteTexts } from '../i18n/texts.js';
import '../account/account.css';

addScreenTexts(authEn);
addScreenTexts(accountDataEn);
addScreenTexts(calendarLinkEn);

type AuthView = 'signedOut' | 'signedIn' | 'recovery';

/**
 * /auth (docs/product-spec.md §2, §4): sign in and sign up while signed out; profile and account while signed in;
 * a new password after a password-recovery link; the account's data, to download or delete (issue 40).
 * This screen loads the auth client.
 */
export function AuthPage() {
  const { t } = usePublicSiteTexts();
  const { status, user, passwordRecovery } = useAuthSession({ load: true });
  const view: AuthView = passwordRecovery ? 'recovery' : status === 'signedIn' ? 'signedIn' : 'signedOut';
  const email = user?.email ?? '';
  // The address of the account deleted here, for the notice that replaces it (the session is gone by then).
  const [deletedEmail, setDeletedEmail] = useState<string>();

  // The form that was used is gone once the view changes (signed in, out, new password saved):
  // focus moves to the start of what replaced it.
  const panel = useRef<HTMLElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    panel.current?.focus();
  }, [view]);

  return (
    <div className="ps-page ps-page--tight">
      <PageMetadata path="/auth" title={`${t(`auth.${view}.title`)} – PickWise`} description={t(`auth.${view}.intro`)} />
      <CompactHero title={t(`auth.${view}.title`)} intro={t(`auth.${view}.intro`)} />
      <div className="pw-container">
        <section ref={panel} tabIndex={-1} className="ps-panel ps-account" aria-label={t(`auth.${view}.title`)}>
          {status === 'loading' ? (
            <Spinner label={t('auth.checkingSession')} />
          ) : view === 'recovery' ? (
            <NewPasswordForm email={email} />
          ) : view === 'signedIn' ? (
            <SignedInView email={email} onDeleted={setDeletedEmail} />
          ) : (
            <>
              {deletedEmail !== undefined && <AccountDeletedNotice email={deletedEmail} />}
              <AccountTabs
                label={t('auth.signedOutTabs')}
                tabs={[
                  { value: 'signIn', label: t('auth.tabs.signIn'), content: <CredentialsForm mode="signIn" /> },
                  { value: 'signUp', label: t('auth.tabs.signUp'), content: <CredentialsForm mode="signUp" /> },
                ]}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

/** Said where the account was, once it is deleted (the sign-in tabs stay below it: the address may sign up again). */
function AccountDeletedNotice({ email }: { email: string }) {
  const { t } = usePublicSiteTexts();
  return (
    <div className="ps-notice ps-notice--success ps-account-deleted" role="status">
      <Icon name="shield" />
      <div>
        <h2>{t('accountData.deleted.title')}</h2>
        <p>{t('accountData.deleted.text', { email })}</p>
      </div>
    </div>
  );
}

function SignedInView({ email, onDeleted }: { email: string; onDeleted: (email: string) => void }) {
  const { t, link } = usePublicSiteTexts();
  const me = useMe();
  // docs/product-spec.md §2 warns about the two items the user can fill in here; the e-mail is not editable.
  const incomplete = me.data?.missing.some((item) => item !== 'email') ?? false;
  return (
    <>
      {incomplete && (
        <div className="ps-notice ps-notice--warning" role="status">
          <Icon name="warning" />
          <p>{t('auth.profileIncomplete')}</p>
        </div>
      )}
      <AccountTabs
        label={t('auth.signedInTabs')}
        tabs={[
          { value: 'profile', label: t('auth.tabs.profile'), content: <ProfileForm email={email} /> },
          { value: 'account', label: t('auth.tabs.account'), content: <SignOutForm email={email} /> },
        ]}
      />
      <Link to={link('/alerts')} className={buttonClassName('secondary', 'small')}>
        {t('calendarLink.alerts')}
      </Link>
      <Link to={link('/pools')} className={buttonClassName('secondary', 'small')}>
        {t('calendarLink.pools')}
      </Link>
      <YourDataSection email={email} onDeleted={onDeleted} />
    </>
  );
}
