/** E-mails are kept trimmed and lower-case, so one address is one account however it is typed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
