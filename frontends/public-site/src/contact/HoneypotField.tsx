import { usePublicSiteTexts } from '../i18n/texts.js';
import { HONEYPOT_FIELD } from './use-contact-form.js';

/**
 * The field people never see and bots fill in (the API keeps nothing from a message that has it):
 * off screen, out of the tab order, not autofilled and hidden from assistive technology.
 */
export function HoneypotField() {
  const { t } = usePublicSiteTexts();
  return (
    <div className="pw-visually-hidden" aria-hidden="true">
      <label htmlFor="contact-website">{t('contact.honeypot')}</label>
      <input id="contact-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" aria-hidden="true" />
    </div>
  );
}
