/**
 * `@pickwise/api-client/contact`: the contact form's call (POST /api/contact). A separate entry point
 * like `./history` and `./share`, so it reaches only the public site's contact chunk, not the home
 * page's first load.
 */
import { useMutation } from '@tanstack/react-query';
import type { ContactReceived, ContactRequest } from '../types.js';
import { createApiRequest } from '../page-singleton.js';

const request = createApiRequest();

export const contactApi = {
  /**
   * One message for the team. Refusals arrive as ApiError with `code`: VALIDATION (400, the message
   * names each field: `email: Invalid email address; …`), RATE_LIMITED (429, past the hourly limit
   * of the client's address), UNAVAILABLE (503).
   */
  send: (message: ContactRequest) =>
    request<ContactReceived>('/api/contact', { method: 'POST', body: JSON.stringify(message), headers: { 'content-type': 'application/json' } }),
};

/** POST /api/contact as a mutation, sent once: a message is never sent twice behind the visitor's back. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: contactApi.send, retry: 0 });
}
