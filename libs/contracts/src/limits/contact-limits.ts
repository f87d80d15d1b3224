/**
 * The contact form's fields and their longest accepted lengths (docs/product-spec.md §5, §9): one
 * fact for the browser's form and the API's schema (`contact.ts`).
 */
export const CONTACT_FIELD_MAX_LENGTHS = { name: 100, email: 255, subject: 200, message: 2000 } as const;
export type ContactField = keyof typeof CONTACT_FIELD_MAX_LENGTHS;
export const CONTACT_FIELDS = Object.keys(CONTACT_FIELD_MAX_LENGTHS) as ContactField[];
