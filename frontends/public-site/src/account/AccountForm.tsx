import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '@pickwise/ui';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { PASSWORD_MIN_LENGTH } from '@pickwise/contracts/limits';
import type { AccountActionState } from './use-account-action.js';

interface AccountFormProps {
  /** The action the form submits; its texts are `auth.submit.<action>` and `auth.pending.<action>`. */
  state: AccountActionState;
  onSubmit: (data: FormData) => void;
  /** What the last success left to say on the page (a toast alone goes away). */
  notice?: string;
  variant?: ButtonVariant;
  children?: ReactNode;
}

/**
 * A form of the /auth screen: its fields, the error of the last attempt (role=alert), a notice, and
 * the submit button, which is disabled and says what is happening while the action runs. The
 * browser checks the fields' constraints (required, type=email, minLength) before `onSubmit`.
 */
export function AccountForm({ state, onSubmit, notice, variant = 'primary', children }: AccountFormProps) {
  const { t } = usePublicSiteTexts();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(new FormData(event.currentTarget));
  };
  return (
    <form className="ps-account-form" onSubmit={submit} aria-busy={state.pending}>
      {children}
      {state.error && (
        <p className="ps-account-form__error" role="alert">
          {state.error}
        </p>
      )}
      {notice && !state.error && (
        <p className="ps-account-form__notice" role="status">
          {notice}
        </p>
      )}
      <Button type="submit" variant={variant} disabled={state.pending}>
        {t(state.pending ? `auth.pending.${state.action}` : `auth.submit.${state.action}`)}
      </Button>
    </form>
  );
}

/** The attributes that tie a control to its field's label and hint. */
interface FieldControl {
  id: string;
  'aria-describedby'?: string;
}

/** A labelled control of an account form (rendered by `children`), with an optional hint that describes it. */
export function AccountField({ label, hint, children }: { label: string; hint?: string; children: (control: FieldControl) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="ps-field">
      <label htmlFor={id}>{label}</label>
      {children(hint ? { id, 'aria-describedby': hintId } : { id })}
      {hint && (
        <p id={hintId} className="ps-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A password input; sign-in, sign-up and a new password all ask for at least PASSWORD_MIN_LENGTH characters. */
export function PasswordField({ label, autoComplete }: { label: string; autoComplete: 'current-password' | 'new-password' }) {
  const { t } = usePublicSiteTexts();
  return (
    <AccountField label={label} hint={t('auth.passwordHint')}>
      {(control) => (
        <input {...control} className="ps-input" type="password" name="password" required minLength={PASSWORD_MIN_LENGTH} autoComplete={autoComplete} />
      )}
    </AccountField>
  );
}
