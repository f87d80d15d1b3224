/**
 * English texts of the account's "Your data" part on /auth (issue 40; namespace `publicSite`), added
 * with the /auth screen's chunk. `{{word}}` is the contract's confirmation word (DELETE), the same in
 * both languages since the server checks it.
 */
export const accountDataEn = {
  accountData: {
    heading: 'Your data',
    intro: 'Download a copy of everything PickWise keeps about your account, or delete the account and all of it.',
    privacyLink: 'What we keep, why and for how long',
    download: 'Download my data',
    downloading: 'Preparing your download...',
    downloadHint: 'A zip file: your data as JSON, your tickets and their results as CSV, and a short summary.',
    downloaded: 'Your data was downloaded as {{filename}}.',
    delete: 'Delete my account',
    deleteHint: 'Closes your account at once, on every device, and erases what it holds.',
    close: 'Close',
    reauthenticate: {
      title: "Confirm it's you",
      passwordIntro: 'For your security, enter your password again to continue.',
      codeIntro: 'For your security, enter the current code from your authenticator app to continue.',
      checking: 'Checking how you sign in...',
      password: 'Password',
      code: 'Authenticator code',
      codeHint: 'The 6 digits your authenticator app shows now.',
      submit: 'Continue',
      pending: 'Checking...',
      cancel: 'Cancel',
    },
    deleteDialog: {
      title: 'Delete your account?',
      intro: 'This cannot be undone. Deleting your account erases, everywhere in PickWise:',
      lost: {
        tickets: 'your saved tickets and all their results;',
        spending: 'your spending, your budgets and your pause;',
        alerts: 'your alerts and the browsers that receive your notifications;',
        calendar: 'your personal calendar address, which stops working;',
        profile: 'your profile (e-mail address, name, country and language) and your sign-in history.',
      },
      contact: 'Messages you sent us through the contact form stay with us, without your name and e-mail address.',
      confirmLabel: 'Type {{word}} to confirm',
      confirmHint: 'In capital letters, as shown.',
      mismatch: 'Type {{word}} exactly to delete your account.',
      submit: 'Delete my account permanently',
      pending: 'Deleting your account...',
      cancel: 'Keep my account',
    },
    deleted: {
      title: 'Your account is deleted',
      text: 'Your account and everything it held are gone, and you are signed out on every device. An e-mail to {{email}} confirms it. You can sign up again with the same address at any time, as a new account.',
    },
    errors: {
      wrongPassword: 'That password is not right.',
      wrongCode: 'That code is not right, or it has expired. Enter the one your app shows now.',
      tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
      downloadLimit_one: 'You have downloaded your data several times this hour. Try again in {{count}} minute.',
      downloadLimit_other: 'You have downloaded your data several times this hour. Try again in {{count}} minutes.',
      unavailable: 'This cannot be done right now: part of PickWise is not answering. Please try again in a few minutes.',
      offline: 'No connection to PickWise. Check your connection and try again.',
      download: 'Your data could not be downloaded.',
      delete: 'Your account could not be deleted.',
      reauthenticate: 'Your sign-in could not be confirmed.',
    },
  },
};
