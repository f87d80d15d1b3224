import { AuthApiError } from './auth-errors.js';
import { assertAcceptablePassword, hashPassword, passwordMatches, passwordWeaknesses } from './passwords.js';

const EMAIL = 'ana.garcia@example.com';

/** The refusal of a password, or undefined when it is accepted. */
function refusal(password: string, email: string | null = EMAIL): AuthApiError | undefined {
  try {
    assertAcceptablePassword(password, email);
    return undefined;
  } catch (error) {
    return error as AuthApiError;
  }
}
const reasonsOf = (password: string, email: string | null = EMAIL) => passwordWeaknesses(password, email).map(({ reason }) => reason);

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
    expect(refusal('1a2b3')).toMatchObject({ status: 422, payload: { error_code: 'weak_password', msg: 'Password should be at least 6 characters.', weak_password: { reasons: ['length'] } } });
    expect(refusal('x'.repeat(257))?.message).toMatch(/at most 256/);
  });

  it('count characters, not UTF-16 units: five emoji are five characters, 256 emoji are allowed', () => {
    expect(reasonsOf('😀🎲🍀🌟🎯')).toEqual(['length']);
    expect(refusal('🎲🍀🌟🎯'.repeat(64))).toBeUndefined();
    expect(refusal('🎲🍀🌟🎯'.repeat(64) + '🎲')?.status).toBe(400);
  });

  it('the review’s examples are refused with GoTrue’s reasons: 123456, password, six spaces, the e-mail itself', () => {
    expect(refusal('123456')?.payload).toEqual({
      error_code: 'weak_password',
      msg: 'Password is known to be weak and easy to guess, please choose a different one.',
      weak_password: { reasons: ['pwned'] },
    });
    // Every reason at once, in one message, as GoTrue joins them.
    expect(refusal('aaaa')?.payload).toEqual({
      error_code: 'weak_password',
      msg: 'Password should be at least 6 characters. Password should contain at least 4 different characters.',
      weak_password: { reasons: ['length', 'characters'] },
    });
    expect(reasonsOf('password')).toEqual(['pwned']);
    expect(reasonsOf('Password1')).toEqual(['pwned']);
    expect(reasonsOf('      ')).toEqual(['characters']);
    expect(reasonsOf(EMAIL)).toEqual(['email']);
    expect(reasonsOf('ANA.GARCIA@example.com')).toEqual(['email']);
    expect(reasonsOf('ana.garcia')).toEqual(['email']);
  });

  it('accept a password that is long enough, varied, uncommon and not the address', () => {
    expect(refusal('correct horse battery staple')).toBeUndefined();
    expect(refusal('Tr4mpol1n-Azul')).toBeUndefined();
    // Without an address (none known) only the other rules apply.
    expect(reasonsOf(EMAIL, null)).toEqual([]);
  });
});
