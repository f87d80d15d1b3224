import { LANGUAGES, type Language } from '@pickwise/contracts';
import type { Mail } from './mailer.js';

/** The languages of the site, and of its mails. */
export type MailLanguage = Language;

/** A mail's words in each language, from the facts it tells. */
type MailTexts<Facts> = Record<MailLanguage, (facts: Facts) => { subject: string; text: string }>;

/** The mail in the account's language, or in English and Spanish when the account has none recorded. */
function inLanguage<Facts>(to: string, language: MailLanguage | undefined, texts: MailTexts<Facts>, facts: Facts): Mail {
  if (language) return { to, ...texts[language](facts) };
  const en = texts.en(facts);
  const es = texts.es(facts);
  return { to, subject: `${en.subject} / ${es.subject}`, text: `${en.text}\n\n----\n\n${es.text}` };
}

const confirmationTexts: MailTexts<{ link: string }> = {
  en: ({ link }) => ({
    subject: 'Confirm your PickWise account',
    text: `Welcome to PickWise.\n\nConfirm your e-mail address by opening this link:\n${link}\n\nIf you did not sign up, ignore this mail.\n\nPickWise is free and for entertainment only.`,
  }),
  es: ({ link }) => ({
    subject: 'Confirma tu cuenta de PickWise',
    text: `Te damos la bienvenida a PickWise.\n\nConfirma tu dirección de correo abriendo este enlace:\n${link}\n\nSi no te registraste, ignora este correo.\n\nPickWise es gratuito y solo para entretenimiento.`,
  }),
};

/** The mail that confirms a new account's address. */
export const confirmationMail = (to: string, language: MailLanguage | undefined, link: string): Mail => inLanguage(to, language, confirmationTexts, { link });

const recoveryTexts: MailTexts<{ link: string }> = {
  en: ({ link }) => ({
    subject: 'Reset your PickWise password',
    text: `Somebody asked to reset the password of your PickWise account.\n\nOpen this link to sign in and choose a new password:\n${link}\n\nThe link works once and expires in an hour. If it was not you, ignore this mail: your password stays as it is.`,
  }),
  es: ({ link }) => ({
    subject: 'Restablece tu contraseña de PickWise',
    text: `Alguien pidió restablecer la contraseña de tu cuenta de PickWise.\n\nAbre este enlace para iniciar sesión y elegir una contraseña nueva:\n${link}\n\nEl enlace funciona una vez y caduca en una hora. Si no fuiste tú, ignora este correo: tu contraseña sigue igual.`,
  }),
};

/** The mail that lets a user who forgot the password sign in and set a new one. */
export const recoveryMail = (to: string, language: MailLanguage | undefined, link: string): Mail => inLanguage(to, language, recoveryTexts, { link });

/** The language the site's sign-up states in `user_metadata.locale` (or `language`), or undefined when it says none. */
export function mailLanguageOf(userMetadata: Record<string, unknown>): MailLanguage | undefined {
  const stated = userMetadata['locale'] ?? userMetadata['language'];
  if (typeof stated !== 'string') return undefined;
  const language = stated.toLowerCase().slice(0, 2);
  return LANGUAGES.find((candidate) => candidate === language);
}

export interface AccountLockedFacts {
  /** Failed sign-ins that led to the lock. */
  failures: number;
  lockedUntil: Date;
  /** A recovery link: it signs the owner in at once, whatever the lock, and lets them set a new password. */
  resetLink: string;
  linkValidMinutes: number;
}

const lockedTexts: MailTexts<AccountLockedFacts> = {
  en: ({ failures, lockedUntil, resetLink, linkValidMinutes }) => ({
    subject: 'PickWise: password sign-in to your account is paused',
    text:
      `Someone tried to sign in to your PickWise account with a wrong password ${failures} times.\n\n` +
      `To protect it, signing in with the password is paused until ${lockedUntil.toISOString().slice(11, 16)} UTC, except from places where you signed in before.\n\n` +
      `If it was you: wait until then, or open this link to sign in now and choose a new password (it works once, for ${linkValidMinutes} minutes):\n${resetLink}\n\n` +
      `If it was not you: nobody got in. A longer password that you use nowhere else keeps it that way.`,
  }),
  es: ({ failures, lockedUntil, resetLink, linkValidMinutes }) => ({
    subject: 'PickWise: el inicio de sesión con contraseña en tu cuenta está en pausa',
    text:
      `Alguien intentó iniciar sesión en tu cuenta de PickWise con una contraseña incorrecta ${failures} veces.\n\n` +
      `Para protegerla, el inicio de sesión con contraseña queda en pausa hasta las ${lockedUntil.toISOString().slice(11, 16)} UTC, salvo desde los lugares donde ya iniciaste sesión.\n\n` +
      `Si fuiste tú: espera hasta entonces o abre este enlace para entrar ahora y elegir una contraseña nueva (funciona una vez, durante ${linkValidMinutes} minutos):\n${resetLink}\n\n` +
      `Si no fuiste tú: nadie ha entrado. Una contraseña más larga que no uses en ningún otro sitio la mantiene a salvo.`,
  }),
};

/**
 * The notice that failed sign-ins paused password sign-in, once per lock: in the account's
 * language, or in English and Spanish when it has none recorded.
 */
export function accountLockedMail(to: string, language: MailLanguage | undefined, facts: AccountLockedFacts): Mail {
  return inLanguage(to, language, lockedTexts, facts);
}

const accountErasedTexts: MailTexts<Record<string, never>> = {
  en: () => ({
    subject: 'Your PickWise account has been deleted',
    text:
      `Your PickWise account has been deleted, as you asked.\n\n` +
      `Every device was signed out, and your tickets, results, budgets, alerts and profile are being erased from every part of PickWise. ` +
      `Messages you sent us through the contact form stay, without your name or address.\n\n` +
      `You can sign up again with this address at any time; it will be a new, empty account.\n\n` +
      `If you did not ask for this, tell us through the contact form on the site.`,
  }),
  es: () => ({
    subject: 'Tu cuenta de PickWise se ha eliminado',
    text:
      `Tu cuenta de PickWise se ha eliminado, como pediste.\n\n` +
      `Se cerró la sesión en todos los dispositivos, y tus boletos, resultados, presupuestos, alertas y perfil se están borrando de todas las partes de PickWise. ` +
      `Los mensajes que nos enviaste con el formulario de contacto se conservan, sin tu nombre ni tu dirección.\n\n` +
      `Puedes volver a registrarte con esta dirección cuando quieras; será una cuenta nueva y vacía.\n\n` +
      `Si no lo pediste tú, avísanos con el formulario de contacto del sitio.`,
  }),
};

/** The confirmation that an account was deleted, to the address it had: in its language, or in English and Spanish when it had none recorded. */
export const accountErasedMail = (to: string, language: MailLanguage | undefined): Mail => inLanguage(to, language, accountErasedTexts, {});
