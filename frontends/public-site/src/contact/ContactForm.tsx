import { Button } from '@pickwise/ui';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { ContactFieldControl } from './ContactFieldControl.js';
import { HoneypotField } from './HoneypotField.js';
import { useContactForm } from './use-contact-form.js';

/** The contact form (docs/product-spec.md §5 "Contact form"); what it does is in use-contact-form.ts. */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const { t } = usePublicSiteTexts();
  const { form, values, errors, refusal, received, pending, change, submit } = useContactForm();
  const field = { onChange: change } as const;
  return (
    <form ref={form} className="ps-contact-form" aria-labelledby={labelledBy} aria-busy={pending} noValidate onSubmit={(event) => void submit(event)}>
      <div className="ps-contact-form__row">
        <ContactFieldControl {...field} field="name" value={values.name} problem={errors.name} autoComplete="name" />
        <ContactFieldControl {...field} field="email" value={values.email} problem={errors.email} type="email" autoComplete="email" />
      </div>
      <ContactFieldControl {...field} field="subject" value={values.subject} problem={errors.subject} />
      <ContactFieldControl {...field} field="message" value={values.message} problem={errors.message} multiline />
      <HoneypotField />
      {refusal && (
        <p className="ps-account-form__error" role="alert">
          {refusal}
        </p>
      )}
      {received && (
        <p className="ps-account-form__notice" role="status">
          {t('contact.received')}
        </p>
      )}
      <Button type="submit" disabled={pending}>
        {t(pending ? 'contact.sending' : 'contact.send')}
      </Button>
    </form>
  );
}
