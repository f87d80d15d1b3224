import { useId } from 'react';
import { numberFormat } from '@pickwise/lottery';
import { CONTACT_FIELD_MAX_LENGTHS, characterCount, type ContactField } from '@pickwise/contracts/limits';
import { usePublicSiteTexts } from '../i18n/texts.js';
import type { ContactProblem } from './contact-rules.js';

interface ContactFieldControlProps {
  field: ContactField;
  value: string;
  problem: ContactProblem | undefined;
  onChange: (field: ContactField, value: string) => void;
  /** A textarea with a count of the characters left (the message). */
  multiline?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
}

/**
 * One labelled field of the contact form: `required` as the rules say (the form
 * checks them itself, `noValidate`), and its problem beside it, tied with aria-invalid and
 * aria-describedby so a screen reader reads it with the field.
 */
export function ContactFieldControl({ field, value, problem, onChange, multiline = false, type = 'text', autoComplete }: ContactFieldControlProps) {
  const { t, language } = usePublicSiteTexts();
  const id = useId();
  const max = CONTACT_FIELD_MAX_LENGTHS[field];
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const describedBy = [problem ? errorId : '', multiline ? countId : ''].filter(Boolean).join(' ');
  const control = {
    id,
    name: field,
    value,
    required: true,
    // Not maxLength: the browser counts it in UTF-16 units, two for an emoji; the rules count characters.
    className: 'ps-input',
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
  const count = (n: number) => numberFormat(language).format(n);

  return (
    <div className="ps-field">
      <label htmlFor={id}>{t(`contact.fields.${field}`)}</label>
      {multiline ? (
        <textarea {...control} rows={8} onChange={(event) => onChange(field, event.target.value)} />
      ) : (
        <input {...control} type={type} autoComplete={autoComplete} onChange={(event) => onChange(field, event.target.value)} />
      )}
      {problem && (
        <p id={errorId} className="ps-field__error" data-field-error={field}>
          {t(`contact.errors.${field}.${problem}`, { max })}
        </p>
      )}
      {multiline && (
        <p id={countId} className="ps-field__hint ps-contact__count">
          {t('contact.remaining', { count: count(Math.max(0, max - characterCount(value))), max: count(max) })}
        </p>
      )}
    </div>
  );
}
