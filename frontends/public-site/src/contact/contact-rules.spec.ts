import { describe, expect, it } from '@jest/globals';
import { contactRequestSchema, zodIssues } from '@pickwise/contracts';
import { CONTACT_FIELD_MAX_LENGTHS } from '@pickwise/contracts/limits';
import { contactFieldProblem, contactFormErrors, serverContactErrors, trimContactValues, type ContactValues } from './contact-rules.js';

const valid: ContactValues = { name: 'Ana García', email: 'ana@example.com', subject: 'Draw times', message: 'When is the next draw shown?' };

/** What the API's schema says of the same values, read back as field problems. */
function apiErrors(values: ContactValues) {
  const result = contactRequestSchema.safeParse(values);
  return result.success ? {} : serverContactErrors(zodIssues(result.error));
}

describe('contact form rules', () => {
  it('accepts a complete form and trims every value', () => {
    expect(contactFormErrors(valid)).toEqual({});
    expect(trimContactValues({ name: '  Ana ', email: ' ana@example.com\n', subject: '\tHi ', message: ' Hello  ' })).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Hi',
      message: 'Hello',
    });
  });

  it('needs a name, a subject and a message that are more than blanks, and a valid address', () => {
    expect(contactFormErrors({ name: '   ', email: '', subject: '\n', message: '' })).toEqual({
      name: 'required',
      email: 'invalid',
      subject: 'required',
      message: 'required',
    });
    for (const address of ['ana', 'ana@', '@example.com', 'ana@example', 'ana@@example.com', 'ana @example.com', '.ana@example.com', 'ana@example.c']) {
      expect([address, contactFieldProblem('email', address)]).toEqual([address, 'invalid']);
    }
    for (const address of ['ana@example.com', "o'brien+lotto@mail.example.co.uk", '  ana.garcia@example.es  ']) {
      expect([address, contactFieldProblem('email', address)]).toEqual([address, undefined]);
    }
  });

  it('allows each field its maximum length, counted after trimming, and not one character more', () => {
    for (const [field, max] of Object.entries(CONTACT_FIELD_MAX_LENGTHS) as Array<[keyof ContactValues, number]>) {
      const fitting = field === 'email' ? `${'a'.repeat(max - '@example.com'.length)}@example.com` : 'x'.repeat(max);
      const tooLong = field === 'email' ? `a${fitting}` : `${fitting}x`;
      expect([field, contactFieldProblem(field, `  ${fitting}  `)]).toEqual([field, undefined]);
      expect([field, contactFieldProblem(field, tooLong)]).toEqual([field, 'tooLong']);
    }
  });

  it('counts characters, not UTF-16 units: an emoji is one', () => {
    expect(contactFieldProblem('name', `${'n'.repeat(99)}🙂`)).toBeUndefined();
    expect(contactFieldProblem('name', `${'n'.repeat(100)}🙂`)).toBe('tooLong');
  });

  it('judges every case as the API does', () => {
    const cases: ContactValues[] = [
      valid,
      { name: ' ', email: 'nope', subject: '', message: ' ' },
      { ...valid, email: `${'a'.repeat(250)}@example.com` },
      { ...valid, email: 'ana@example' },
      { ...valid, name: 'n'.repeat(101), subject: 's'.repeat(201), message: 'm'.repeat(2001) },
      { ...valid, name: ` ${'n'.repeat(100)} `, message: `\n${'m'.repeat(2000)}\n` },
      // Lengths in characters: an emoji is one, though String.length counts two.
      { ...valid, name: `${'n'.repeat(99)}🙂`, message: '🙂'.repeat(2000) },
      { ...valid, name: `${'n'.repeat(100)}🙂`, message: '🙂'.repeat(2001) },
    ];
    for (const values of cases) expect(contactFormErrors(values)).toEqual(apiErrors(values));
  });
});

describe('serverContactErrors', () => {
  it("reads the fields a 400's issues name, with their problem, and leaves out what is not a field's", () => {
    expect(
      serverContactErrors([
        { path: ['name'], code: 'too_small' },
        { path: ['email'], code: 'invalid_format' },
        { path: ['subject'], code: 'too_big' },
        { path: ['message'], code: 'invalid_type' },
        { path: ['name'], code: 'too_big' },
        { path: [], code: 'unrecognized_keys' },
      ]),
    ).toEqual({ name: 'required', email: 'invalid', subject: 'tooLong', message: 'required' });
    expect(serverContactErrors([{ path: ['email'], code: 'too_big' }])).toEqual({ email: 'tooLong' });
    expect(serverContactErrors([])).toEqual({});
  });
});
