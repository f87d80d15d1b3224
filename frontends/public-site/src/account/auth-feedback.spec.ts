import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@pickwise/api-client';
import { failureText } from './auth-feedback.js';

/** An error as @supabase/auth-js gives it: a message and the HTTP status (none when offline). */
const authError = (message: string, status?: number, code?: string) => Object.assign(new Error(message), { status, code });
const t = (key: string) => `<${key}>`;

describe('failureText (docs/product-spec.md §8)', () => {
  it('rewords an existing account on sign-up and wrong credentials on sign-in, known by their GoTrue code', () => {
    expect(failureText('signUp', authError('User already registered', 422, 'user_already_exists'), t)).toBe('<auth.errors.alreadyRegistered>');
    expect(failureText('signIn', authError('Invalid login credentials', 400, 'invalid_credentials'), t)).toBe('<auth.errors.invalidCredentials>');
    // The wording alone decides nothing: another message with the same code is reworded the same.
    expect(failureText('signIn', authError('Wrong e-mail or password', 400, 'invalid_credentials'), t)).toBe('<auth.errors.invalidCredentials>');
  });

  it('shows the auth API refusals it knows by code in the page language', () => {
    expect(failureText('signUp', authError('Password should be at least 6 characters.', 422, 'weak_password'), t)).toBe('<auth.errors.weakPassword>');
    expect(failureText('signIn', authError('Email not confirmed', 400, 'email_not_confirmed'), t)).toBe('<auth.errors.emailNotConfirmed>');
    expect(failureText('signIn', authError('Request rate limit reached', 429, 'over_request_rate_limit'), t)).toBe('<auth.errors.tooManyAttempts>');
  });

  it('names every reason a password was refused, in the page language (issue 23)', () => {
    const weak = (reasons: unknown) => Object.assign(authError('Password is known to be weak and easy to guess, please choose a different one.', 422, 'weak_password'), { reasons });
    expect(failureText('signUp', weak(['pwned']), t)).toBe('<auth.errors.weakPasswordReasons.pwned>');
    expect(failureText('updatePassword', weak(['length', 'characters']), t)).toBe('<auth.errors.weakPasswordReasons.length> <auth.errors.weakPasswordReasons.characters>');
    expect(failureText('signUp', weak(['email']), t)).toBe('<auth.errors.weakPasswordReasons.email>');
    // Reasons it does not know, or none, get the general text.
    expect(failureText('signUp', weak(['entropy']), t)).toBe('<auth.errors.weakPassword>');
    expect(failureText('signUp', weak(undefined), t)).toBe('<auth.errors.weakPassword>');
  });

  it('shows any other refusal as the server words it', () => {
    expect(failureText('signUp', authError('Phone signups are disabled', 400, 'phone_provider_disabled'), t)).toBe('Phone signups are disabled');
    expect(failureText('updateProfile', new ApiError('Name is required', 400), t)).toBe('Name is required');
  });

  it('falls back to the action default when there is no server message for the user', () => {
    expect(failureText('signUp', authError('Failed to fetch'), t)).toBe('<auth.errors.signUp>');
    expect(failureText('signIn', authError('Internal Server Error', 500), t)).toBe('<auth.errors.signIn>');
    expect(failureText('updateProfile', new ApiError('Network request failed', 0), t)).toBe('<auth.errors.updateProfile>');
    expect(failureText('updatePassword', 'not an error', t)).toBe('<auth.errors.updatePassword>');
  });

  it('always says the sign-out failed in its own words', () => {
    expect(failureText('signOut', authError('Session not found', 403), t)).toBe('<auth.errors.signOut>');
  });
});
