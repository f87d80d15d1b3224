import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { loadAuthClient, useAuthSession } from '@pickwise/api-client';
import { ACCOUNT_DELETE_WORD, useAccountDeletion, usePersonalDataDownload, useReauthenticate } from '@pickwise/api-client/account';
import { Button, Dialog, notify } from '@pickwise/ui';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { saveDownload } from './save-download.js';
import {
  deletionConfirmed,
  needsReauthentication,
  reauthenticationBody,
  reauthenticationMethod,
  yourDataFailureText,
  type ReauthenticationMethod,
  type YourDataStep,
} from './your-data.js';

/** What the dialog shows: the deletion's confirmation, or the re-authentication that lets `then` go on. */
type DialogStep = { kind: 'confirmDelete' } | { kind: 'reauthenticate'; then: 'download' | 'delete' };

const LOST_ON_DELETION = ['tickets', 'spending', 'alerts', 'calendar', 'profile'] as const;

/**
 * The account's "Your data" part (issue 40): "Download my data" (a zip of everything the account
 * holds) and "Delete my account" (named losses, DELETE typed, then signed out). Either may be
 * refused as not recently authenticated; the player then confirms it is them (password, or the
 * authenticator's code when the account has a verified TOTP factor) and the action goes on.
 */
export function YourDataSection({ email, onDeleted }: { email: string; onDeleted: (email: string) => void }) {
  const { t, link } = usePublicSiteTexts();
  const download = usePersonalDataDownload();
  const deletion = useAccountDeletion();
  const [step, setStep] = useState<DialogStep>();
  const [downloaded, setDownloaded] = useState('');
  const [downloadError, setDownloadError] = useState('');
  const [deleteError, setDeleteError] = useState('');
  const method = useReauthenticationMethod(step?.kind === 'reauthenticate');
  const headingId = useId();

  const failed = (action: YourDataStep, error: unknown) => {
    const text = yourDataFailureText(action, error, method, t);
    notify('error', { title: text });
    return text;
  };

  /** Resolves once the download has started, been refused, or asked for re-authentication. */
  async function startDownload(): Promise<void> {
    setDownloaded('');
    setDownloadError('');
    try {
      const file = await download.mutateAsync();
      saveDownload(file);
      setStep(undefined);
      setDownloaded(t('accountData.downloaded', { filename: file.filename }));
    } catch (error) {
      if (needsReauthentication(error)) return setStep({ kind: 'reauthenticate', then: 'download' });
      setStep(undefined);
      setDownloadError(failed('download', error));
    }
  }

  async function deleteAccount(): Promise<void> {
    setDeleteError('');
    try {
      await deletion.mutateAsync();
      onDeleted(email);
    } catch (error) {
      if (needsReauthentication(error)) return setStep({ kind: 'reauthenticate', then: 'delete' });
      setStep({ kind: 'confirmDelete' });
      setDeleteError(failed('delete', error));
    }
  }

  const closeDialog = () => {
    setStep(undefined);
    setDeleteError('');
  };

  return (
    <section className="ps-your-data" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('accountData.heading')}</h2>
      <p>{t('accountData.intro')}</p>
      <p>
        <Link to={link('/privacy')}>{t('accountData.privacyLink')}</Link>
      </p>

      <div className="ps-your-data__action">
        <Button variant="secondary" onClick={() => void startDownload()} disabled={download.isPending} aria-busy={download.isPending} aria-describedby={`${headingId}-download`}>
          {t(download.isPending ? 'accountData.downloading' : 'accountData.download')}
        </Button>
        <p id={`${headingId}-download`} className="ps-field__hint">
          {t('accountData.downloadHint')}
        </p>
        {/* Always in the page, so the outcome is announced when its text arrives. */}
        <p className="ps-your-data__status" role="status">
          {downloaded}
        </p>
        {downloadError && (
          <p className="ps-account-form__error" role="alert">
            {downloadError}
          </p>
        )}
      </div>

      <div className="ps-your-data__action">
        <Button variant="danger" onClick={() => setStep({ kind: 'confirmDelete' })} aria-describedby={`${headingId}-delete`}>
          {t('accountData.delete')}
        </Button>
        <p id={`${headingId}-delete`} className="ps-field__hint">
          {t('accountData.deleteHint')}
        </p>
      </div>

      <Dialog
        open={step !== undefined}
        onOpenChange={(open) => !open && closeDialog()}
        title={t(step?.kind === 'reauthenticate' ? 'accountData.reauthenticate.title' : 'accountData.deleteDialog.title')}
        closeLabel={t('accountData.close')}
      >
        {step?.kind === 'confirmDelete' && (
          <DeleteConfirmation pending={deletion.isPending} error={deleteError} onConfirm={() => void deleteAccount()} onCancel={closeDialog} />
        )}
        {step?.kind === 'reauthenticate' && (
          <Reauthentication
            email={email}
            method={method}
            continuing={step.then === 'download' ? download.isPending : deletion.isPending}
            pendingText={t(step.then === 'download' ? 'accountData.downloading' : 'accountData.deleteDialog.pending')}
            onConfirmed={step.then === 'download' ? startDownload : deleteAccount}
            onCancel={closeDialog}
            failureText={(error) => failed('reauthenticate', error)}
          />
        )}
      </Dialog>
    </section>
  );
}

/**
 * How this account re-authenticates: at first what the stored session's user says, then what the
 * server lists now (a factor verified on another device counts), once the dialog asks.
 */
function useReauthenticationMethod(asked: boolean): ReauthenticationMethod {
  const sessionFactors = useAuthSession().user?.factors;
  const [listed, setListed] = useState<ReauthenticationMethod>();
  useEffect(() => {
    if (!asked) return;
    let current = true;
    loadAuthClient()
      .then((client) => client.mfa.listFactors())
      .then(({ data }) => {
        if (current && data) setListed(reauthenticationMethod(data.all));
      })
      // Unknown: the session's own list stands.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [asked]);
  return listed ?? reauthenticationMethod(sessionFactors);
}

/** Focuses the element once it is shown: a step of the dialog that replaced the focused one. */
function useFocusOnShow<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function DeleteConfirmation({ pending, error, onConfirm, onCancel }: { pending: boolean; error: string; onConfirm: () => void; onCancel: () => void }) {
  const { t } = usePublicSiteTexts();
  const id = useId();
  const input = useFocusOnShow<HTMLInputElement>();
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const word = ACCOUNT_DELETE_WORD;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!deletionConfirmed(typed, word)) {
      setMismatch(true);
      input.current?.focus();
      return;
    }
    onConfirm();
  };

  const described = [`${id}-hint`, mismatch ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return (
    <form className="ps-account-form ps-your-data__dialog" onSubmit={submit} noValidate aria-busy={pending}>
      <p>{t('accountData.deleteDialog.intro')}</p>
      <ul className="ps-your-data__losses">
        {LOST_ON_DELETION.map((item) => (
          <li key={item}>{t(`accountData.deleteDialog.lost.${item}`)}</li>
        ))}
      </ul>
      <p>{t('accountData.deleteDialog.contact')}</p>
      <div className="ps-field">
        <label htmlFor={id}>{t('accountData.deleteDialog.confirmLabel', { word })}</label>
        <input
          ref={input}
          id={id}
          className="ps-input"
          name="confirm"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            if (mismatch) setMismatch(!deletionConfirmed(event.currentTarget.value, word));
          }}
          aria-invalid={mismatch}
          aria-describedby={described}
        />
        <p id={`${id}-hint`} className="ps-field__hint">
          {t('accountData.deleteDialog.confirmHint')}
        </p>
        {mismatch && (
          <p id={`${id}-error`} className="ps-field__error">
            {t('accountData.deleteDialog.mismatch', { word })}
          </p>
        )}
      </div>
      {error && (
        <p className="ps-account-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="ps-your-data__buttons">
        <Button type="submit" variant="danger" disabled={pending}>
          {t(pending ? 'accountData.deleteDialog.pending' : 'accountData.deleteDialog.submit')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('accountData.deleteDialog.cancel')}
        </Button>
      </div>
    </form>
  );
}

interface ReauthenticationProps {
  email: string;
  method: ReauthenticationMethod;
  /** The action that waited for it is running again. */
  continuing: boolean;
  pendingText: string;
  onConfirmed: () => Promise<void>;
  onCancel: () => void;
  failureText: (error: unknown) => string;
}

function Reauthentication({ email, method, continuing, pendingText, onConfirmed, onCancel, failureText }: ReauthenticationProps) {
  const { t } = usePublicSiteTexts();
  const id = useId();
  const input = useFocusOnShow<HTMLInputElement>();
  const reauthenticate = useReauthenticate();
  const [error, setError] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('credential') ?? '');
    setError('');
    reauthenticate.mutate(reauthenticationBody(method, typed), {
      onSuccess: () => void onConfirmed(),
      onError: (failure) => {
        setError(failureText(failure));
        input.current?.select();
        input.current?.focus();
      },
    });
  };

  const pending = reauthenticate.isPending || continuing;
  const code = method === 'code';
  return (
    <form className="ps-account-form ps-your-data__dialog" onSubmit={submit} aria-busy={pending}>
      <p>{t(code ? 'accountData.reauthenticate.codeIntro' : 'accountData.reauthenticate.passwordIntro')}</p>
      {/* Tells password managers whose password this is. */}
      {!code && <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />}
      <div className="ps-field">
        <label htmlFor={id}>{t(code ? 'accountData.reauthenticate.code' : 'accountData.reauthenticate.password')}</label>
        <input
          ref={input}
          id={id}
          className="ps-input"
          name="credential"
          required
          type={code ? 'text' : 'password'}
          autoComplete={code ? 'one-time-code' : 'current-password'}
          inputMode={code ? 'numeric' : undefined}
          aria-invalid={error !== ''}
          aria-describedby={[code ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined}
        />
        {code && (
          <p id={`${id}-hint`} className="ps-field__hint">
            {t('accountData.reauthenticate.codeHint')}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="ps-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="ps-your-data__buttons">
        <Button type="submit" variant="primary" disabled={pending}>
          {reauthenticate.isPending ? t('accountData.reauthenticate.pending') : continuing ? pendingText : t('accountData.reauthenticate.submit')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('accountData.reauthenticate.cancel')}
        </Button>
      </div>
    </form>
  );
}
