import { AuthApiError } from './auth-errors.js';
import { assertAcceptablePassword, hashPassword, passwordMatches } from './passwords.js';

describe('passwords', () => {
  it('are hashed with argon2id at OWASP’s parameters (19 MiB, 2 passes, 1 lane), salted', async () => {
    const first = await hashPassword('correct horse');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('correct horse')).not.toBe(first);
    expect(await passwordMatches(first, 'correct horse')).toBe(true);
    expect(await passwordMatches(first, 'correct horsE')).toBe(false);
  });

  it('never match without a stored hash (unknown e-mail) or with a malformed one', async () => {
    expect(await passwordMatches(null, 'anything')).toBe(false);
    expect(await passwordMatches('not-a-hash', 'anything')).toBe(false);
  });

  it('under 6 characters are weak (422 weak_password, reason length)', () => {
    const refusal = (password: string) => {
      try {
        assertAcceptablePassword(password);
        return undefined;
      } catch (error) {
        return error as AuthApiError;
      }
    };
    expect(refusal('12345')).toMatchObject({ status: 422, payload: { error_code: 'weak_password', msg: 'Password should be at least 6 characters.', weak_password: { reasons: ['length'] } } });
    expect(refusal('123456')).toBeUndefined();
    expect(refusal('x'.repeat(257))?.message).toMatch(/at most 256/);
  });
});
