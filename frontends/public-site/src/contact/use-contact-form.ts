import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@pickwise/api-client';
import { useSendContactMessage } from '@pickwise/api-client/contact';
import { CONTACT_FIELDS, type ContactField } from '@pickwise/contracts/limits';
import { notify } from '@pickwise/ui';
import { usePublicSiteTexts } from '../i18n/texts.js';
import {
  EMPTY_CONTACT_VALUES,
  contactFieldProblem,
  contactFormErrors,
  serverContactErrors,
  trimContactValues,
  type ContactErrors,
  type ContactValues,
} from './contact-rules.js';

/** The hidden field only bots fill in (the API drops their message and answers as usual). */
export const HONEYPOT_FIELD = 'website';

/** The text of a refusal by its envelope code (docs/api.md); anything else, offline included, is 'failed'. */
const REFUSAL_TEXT_KEYS: Partial<Record<string, string>> = {
  VALIDATION: 'contact.refused.validation',
  RATE_LIMITED: 'contact.refused.rateLimited',
  UNAVAILABLE: 'contact.refused.unavailable',
};

const firstField = (errors: ContactErrors) => CONTACT_FIELDS.find((field) => errors[field] !== undefined);

/**
 * The contact form's state and its submit (docs/product-spec.md §5, §8): values trimmed and checked
 * before anything is sent; per-field problems, focus on the first one and the toast 'Please fix
 * the form errors'; after the server accepts, the success toast and an empty form; a refusal
 * (400, 429, 503, no answer) as a toast and as `refusal`, which the form shows in an alert.
 */
export function useContactForm() {
  const { t } = usePublicSiteTexts();
  const send = useSendContactMessage();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT_VALUES);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [refusal, setRefusal] = useState('');
  const [received, setReceived] = useState(false);
  // Asked for after the problems are rendered, so the field is read out as invalid, with its error.
  const [focusRequest, setFocusRequest] = useState<{ field: ContactField } | undefined>();

  useEffect(() => {
    if (!focusRequest) return;
    const control = form.current?.elements.namedItem(focusRequest.field);
    if (control instanceof HTMLElement) control.focus();
  }, [focusRequest]);

  function change(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A field already marked is checked again as it is corrected.
    setErrors((current) => (current[field] ? { ...current, [field]: contactFieldProblem(field, value) } : current));
    setReceived(false);
  }

  function showProblems(found: ContactErrors) {
    setErrors(found);
    const field = firstField(found);
    if (field) setFocusRequest({ field });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const message = trimContactValues(values);
    setValues(message);
    // Cleared first, so a repeated refusal inserts the alert again and is announced again.
    setRefusal('');
    setReceived(false);
    const found = contactFormErrors(message);
    if (firstField(found)) {
      showProblems(found);
      notify('error', { title: t('contact.fixErrors') });
      return;
    }
    setErrors({});
    const website = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? '');
    try {
      await send.mutateAsync(website ? { ...message, website } : message);
      setValues(EMPTY_CONTACT_VALUES);
      form.current?.reset();
      setReceived(true);
      notify('success', { title: t('contact.received') });
    } catch (caught) {
      const code = caught instanceof ApiError ? caught.code : undefined;
      const named = caught instanceof ApiError && code === 'VALIDATION' ? serverContactErrors(caught.issues) : {};
      const text = t(REFUSAL_TEXT_KEYS[code ?? ''] ?? 'contact.refused.failed');
      showProblems(named);
      setRefusal(text);
      notify('error', { title: firstField(named) ? t('contact.fixErrors') : text });
    }
  }

  return { form, values, errors, refusal, received, pending: send.isPending, change, submit };
}
