import { authErrorBody } from './auth-api.js';
import { missingProfileItems } from './profile.js';

describe('authErrorBody', () => {
  const error = { error_code: 'weak_password', msg: 'Password should be at least 6 characters.', weak_password: { reasons: ['length'] } };

  it('answers the 2024-01-01 shape (what @supabase/auth-js asks for) with the string code', () => {
    expect(authErrorBody(422, error, '2024-01-01')).toEqual({ code: 'weak_password', message: 'Password should be at least 6 characters.', weak_password: { reasons: ['length'] } });
  });

  it('answers the original GoTrue shape without a version or with an older one', () => {
    const legacy = { code: 422, error_code: 'weak_password', msg: 'Password should be at least 6 characters.', weak_password: { reasons: ['length'] } };
    expect(authErrorBody(422, error, undefined)).toEqual(legacy);
    expect(authErrorBody(422, error, '2023-12-31')).toEqual(legacy);
  });
});

describe('missingProfileItems', () => {
  it('lists name, email and country in the specification’s order, treating blank as missing', () => {
    expect(missingProfileItems(null)).toEqual(['name', 'email', 'country']);
    expect(missingProfileItems({ display_name: '  ', email: 'a@example.com', country: null })).toEqual(['name', 'country']);
    expect(missingProfileItems({ display_name: 'Ana', email: 'a@example.com', country: 'ES' })).toEqual([]);
  });
});
