/**
 * The contact form's rules (docs/product-spec.md §5 "Contact form"): every value trimmed; name,
 * subject and message required; a valid e-mail address; each at most CONTACT_FIELD_MAX_LENGTHS
 * characters. The same rules as the API's `contactRequestSchema` (libs/contracts), written without
 * zod so none of it reaches the browser; contact-rules.spec.ts checks the two agree.
 */
import type { ValidationIssue } from '@pickwise/contracts';
import { CONTACT_FIELDS, CONTACT_FIELD_MAX_LENGTHS, characterCount, type ContactField } from '@pickwise/contracts/limits';

export type ContactValues = Record<ContactField, string>;

/** What is wrong with a field; its text is `contact.errors.<field>.<problem>`. */
export type ContactProblem = 'required' | 'invalid' | 'tooLong';
export type ContactErrors = Partial<Record<ContactField, ContactProblem>>;

export const EMPTY_CONTACT_VALUES: ContactValues = { name: '', email: '', subject: '', message: '' };

/** zod 4's `z.email()` pattern, the one the API checks addresses with. */
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function trimContactValues(values: ContactValues): ContactValues {
  return { name: values.name.trim(), email: values.email.trim(), subject: values.subject.trim(), message: values.message.trim() };
}

/**
 * The problem of one field's value, or undefined. The length comes first, as in the API's schema;
 * an empty address is an invalid one (the specification has no 'required' text for it).
 */
export function contactFieldProblem(field: ContactField, value: string): ContactProblem | undefined {
  const text = value.trim();
  if (characterCount(text) > CONTACT_FIELD_MAX_LENGTHS[field]) return 'tooLong';
  if (field === 'email') return EMAIL_PATTERN.test(text) ? undefined : 'invalid';
  return text === '' ? 'required' : undefined;
}

/** Every field's problem; an empty object when the form may be sent. */
export function contactFormErrors(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const problem = contactFieldProblem(field, values[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

const isContactField = (key: string | number | undefined): key is ContactField => (CONTACT_FIELDS as readonly (string | number | undefined)[]).includes(key);

/**
 * The fields a 400 from POST /api/contact names in its `issues` (docs/api.md), with their problem,
 * so the form can show them in the page language: too long, else an invalid address, else missing.
 * Issues about anything else (an unknown key) are left out; a field's first issue wins.
 */
export function serverContactErrors(issues: readonly ValidationIssue[]): ContactErrors {
  const errors: ContactErrors = {};
  for (const { path, code } of issues) {
    const field = path[0];
    if (path.length !== 1 || !isContactField(field) || errors[field]) continue;
    errors[field] = code === 'too_big' ? 'tooLong' : field === 'email' ? 'invalid' : 'required';
  }
  return errors;
}
