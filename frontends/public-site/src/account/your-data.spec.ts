import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@pickwise/api-client';
import { deletionConfirmed, needsReauthentication, reauthenticationBody, reauthenticationMethod, yourDataFailureText } from './your-data.js';

const t = (key: string, values: Record<string, unknown>) => (Object.keys(values).length > 0 ? `<${key} ${JSON.stringify(values)}>` : `<${key}>`);

describe('reauthenticationMethod', () => {
  it('asks for the code only when a TOTP factor is verified', () => {
    expect(reauthenticationMethod(undefined)).toBe('password');
    expect(reauthenticationMethod([])).toBe('password');
    expect(reauthenticationMethod([{ factor_type: 'totp', status: 'unverified' }])).toBe('password');
    expect(reauthenticationMethod([{ factor_type: 'phone', status: 'verified' }])).toBe('password');
    expect(reauthenticationMethod([{ factor_type: 'phone', status: 'verified' }, { factor_type: 'totp', status: 'verified' }])).toBe('code');
  });
});

describe('reauthenticationBody', () => {
  it('sends the password as typed and the code without spaces', () => {
    expect(reauthenticationBody('password', ' my pass ')).toEqual({ password: ' my pass ' });
    expect(reauthenticationBody('code', '123 456')).toEqual({ code: '123456' });
  });
});

describe('deletionConfirmed', () => {
  it('takes the word itself, spaces around it forgiven, nothing else', () => {
    expect(deletionConfirmed('DELETE', 'DELETE')).toBe(true);
    expect(deletionConfirmed('  DELETE ', 'DELETE')).toBe(true);
    expect(deletionConfirmed('delete', 'DELETE')).toBe(false);
    expect(deletionConfirmed('DELETE ME', 'DELETE')).toBe(false);
    expect(deletionConfirmed('', 'DELETE')).toBe(false);
  });
});

describe('needsReauthentication', () => {
  it('is the 403 REAUTHENTICATION_REQUIRED refusal only', () => {
    expect(needsReauthentication(new ApiError('Sign in again', 403, 'REAUTHENTICATION_REQUIRED'))).toBe(true);
    expect(needsReauthentication(new ApiError('Forbidden', 403, 'FORBIDDEN'))).toBe(false);
    expect(needsReauthentication(new Error('REAUTHENTICATION_REQUIRED'))).toBe(false);
  });
});

describe('yourDataFailureText', () => {
  it('names a wrong password or code by what was asked for', () => {
    const wrong = new ApiError('password: wrong password', 400, 'VALIDATION');
    expect(yourDataFailureText('reauthenticate', wrong, 'password', t)).toBe('<accountData.errors.wrongPassword>');
    expect(yourDataFailureText('reauthenticate', wrong, 'code', t)).toBe('<accountData.errors.wrongCode>');
  });

  it('says how many minutes a limited download waits, rounded up', () => {
    const limited = new ApiError('Too many requests', 429, 'RATE_LIMITED', [], 61);
    expect(yourDataFailureText('download', limited, 'password', t)).toBe('<accountData.errors.downloadLimit {"count":2}>');
    expect(yourDataFailureText('reauthenticate', limited, 'password', t)).toBe('<accountData.errors.tooManyAttempts>');
    expect(yourDataFailureText('download', new ApiError('Too many requests', 429, 'RATE_LIMITED'), 'password', t)).toBe('<accountData.errors.tooManyAttempts>');
  });

  it('tells a service down and no connection apart from the step\'s own failure', () => {
    expect(yourDataFailureText('download', new ApiError('Unavailable', 503, 'UNAVAILABLE'), 'password', t)).toBe('<accountData.errors.unavailable>');
    expect(yourDataFailureText('delete', new ApiError('Failed to fetch', 0), 'password', t)).toBe('<accountData.errors.offline>');
    expect(yourDataFailureText('delete', new ApiError('Internal', 500, 'INTERNAL'), 'password', t)).toBe('<accountData.errors.delete>');
    expect(yourDataFailureText('download', new TypeError('boom'), 'password', t)).toBe('<accountData.errors.download>');
  });
});
