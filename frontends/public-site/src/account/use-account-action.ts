import { useState } from 'react';
import { notify } from '@pickwise/ui';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { failureText, type AccountAction } from './auth-feedback.js';

/** An auth-js answer without its failure (auth-js resolves failures with `error` set, rather than throwing). */
export function orThrow<Answer extends { error: Error | null }>(answer: Answer): Answer & { error: null } {
  if (answer.error) throw answer.error;
  return answer as Answer & { error: null };
}

/**
 * One account action's run: pending while it runs, then a success toast, or an error toast plus the
 * error text kept for the form (spoken by its role=alert, which toasts alone are not reliably).
 */
export function useAccountAction(action: AccountAction) {
  const { t } = usePublicSiteTexts();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');

  /** `call` resolves to the success text, or throws. */
  async function run(call: () => Promise<string>): Promise<void> {
    setPending(true);
    // Cleared first, so a repeated failure inserts the alert again and is announced again.
    setError('');
    try {
      notify('success', { title: await call() });
    } catch (caught) {
      const text = failureText(action, caught, t);
      setError(text);
      notify('error', { title: text });
    } finally {
      setPending(false);
    }
  }

  return { action, run, pending, error };
}

export type AccountActionState = ReturnType<typeof useAccountAction>;
