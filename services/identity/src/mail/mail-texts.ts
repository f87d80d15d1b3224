import type { Mail } from './mailer.js';

/** The mail that confirms a new account's address. */
export const confirmationMail = (to: string, link: string): Mail => ({
  to,
  subject: 'Confirm your PickWise account',
  text: `Welcome to PickWise.\n\nConfirm your e-mail address by opening this link:\n${link}\n\nIf you did not sign up, ignore this mail.\n\nPickWise is free and for entertainment only.`,
});

/** The mail that lets a user who forgot the password sign in and set a new one. */
export const recoveryMail = (to: string, link: string): Mail => ({
  to,
  subject: 'Reset your PickWise password',
  text: `Somebody asked to reset the password of your PickWise account.\n\nOpen this link to sign in and choose a new password:\n${link}\n\nThe link works once and expires in an hour. If it was not you, ignore this mail: your password stays as it is.`,
});

/** The languages of the site; a user's is read from `user_metadata.locale` (or `language`), as the site's sign-up sets it. */
export type MailLanguage = 'en' | 'es';

/** The user's language, or undefined when the account does not say (a mail then carries both). */
export function mailLanguageOf(userMetadata: Record<string, unknown>): MailLanguage | undefined {
  const stated = userMetadata['locale'] ?? userMetadata['language'];
  if (typeof stated !== 'string') return undefined;
  const language = stated.toLowerCase().slice(0, 2);
  return language === 'en' || language === 'es' ? language : undefined;
}

export interface AccountLockedFacts {
  /** Failed sign-ins that led to the lock. */
  failures: number;
  lockedUntil: Date;
  /** A recovery link: it signs the owner in at once, whatever the lock, and lets them set a new password. */
  resetLink: string;
  linkValidMinutes: number;
}

const lockedTexts: Record<MailLanguage, (facts: AccountLockedFacts) => { subject: string; text: string }> = {
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
  if (language) return { to, ...lockedTexts[language](facts) };
  const en = lockedTexts.en(facts);
  const es = lockedTexts.es(facts);
  return { to, subject: `${en.subject} / ${es.subject}`, text: `${en.text}\n\n----\n\n${es.text}` };
}
