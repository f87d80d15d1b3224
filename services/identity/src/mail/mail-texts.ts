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
