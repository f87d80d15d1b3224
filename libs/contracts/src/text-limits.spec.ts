import { z } from 'zod';
import { contactRequestSchema } from './contact.js';
import { profileUpdateSchema } from './profile.js';
import { limitedText } from './text-limits.js';

describe('limitedText', () => {
  const name = limitedText(z.string().trim(), { min: 1, max: 5, tooShort: 'Name is required', tooLong: 'Name must be at most 5 characters' });

  it('counts characters, not UTF-16 units: four letters and an emoji are five', () => {
    expect(name.safeParse('abcd🎲').success).toBe(true);
    expect(name.safeParse('🎲🎲🎲🎲🎲').success).toBe(true);
    expect(name.safeParse('abcde🎲').error?.issues).toMatchObject([{ code: 'too_big', message: 'Name must be at most 5 characters' }]);
    expect(name.safeParse('   ').error?.issues).toMatchObject([{ code: 'too_small', message: 'Name is required' }]);
  });

  it('says its limits in the JSON Schema (which counts code points too)', () => {
    expect(z.toJSONSchema(name)).toMatchObject({ type: 'string', minLength: 1, maxLength: 5 });
  });

  it('limits the profile name and the contact form in characters (issue 23)', () => {
    expect(profileUpdateSchema.safeParse({ display_name: `${'a'.repeat(99)}🎲`, country: 'ES' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ display_name: `${'a'.repeat(100)}🎲`, country: 'ES' }).success).toBe(false);
    const message = { name: 'Ana', email: 'ana@example.com', subject: 'Hola', message: '🎲'.repeat(2000) };
    expect(contactRequestSchema.safeParse(message).success).toBe(true);
    expect(contactRequestSchema.safeParse({ ...message, message: '🎲'.repeat(2001) }).error?.issues).toMatchObject([{ code: 'too_big', path: ['message'] }]);
  });
});
