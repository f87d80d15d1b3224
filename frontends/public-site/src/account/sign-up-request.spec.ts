import { describe, expect, it } from '@jest/globals';
import { signUpRequest } from './sign-up-request.js';

describe('signUpRequest', () => {
  it("sends the page language as the account's locale, and the site as the confirmation link's target", () => {
    const credentials = { email: 'ana@example.com', password: 'a long passphrase' };
    expect(signUpRequest(credentials, 'es', 'https://pickwise.example')).toEqual({
      email: 'ana@example.com',
      password: 'a long passphrase',
      options: { emailRedirectTo: 'https://pickwise.example', data: { locale: 'es' } },
    });
    expect(signUpRequest(credentials, 'en', 'https://pickwise.example').options.data).toEqual({ locale: 'en' });
  });
});
