import { describe, expect, it } from '@jest/globals';
import { ISLAND_TEXT_KEYS, fillText, islandTexts, serializeIslandPage } from './island-page.js';
import { storedSessionEmail } from './account-link.js';

describe('islandTexts', () => {
  it('reads every island text by its key, leaving {{email}} for the account link to fill', () => {
    const asked: Array<[string, Record<string, string>]> = [];
    const texts = islandTexts((key, values) => {
      asked.push([key, values]);
      return key === 'nav.accountOf' ? `Account (${values['email']})` : `text of ${key}`;
    });
    expect(asked.map(([key]) => key)).toEqual(Object.values(ISLAND_TEXT_KEYS));
    expect(texts.accountOf).toBe('Account ({{email}})');
    expect(texts.openMenu).toBe('text of nav.openMenu');
  });
});

describe('fillText', () => {
  it('fills the placeholders it is given and leaves the others', () => {
    expect(fillText('{{days}}d {{hours}}h {{minutes}}m', { days: 2, hours: 0, minutes: 15 })).toBe('2d 0h 15m');
    expect(fillText('Account ({{email}}) {{other}}', { email: 'ana@example.com' })).toBe('Account (ana@example.com) {{other}}');
  });
});

describe('serializeIslandPage', () => {
  it('cannot close its script element, whatever a text holds', () => {
    const json = serializeIslandPage({ texts: { ...islandTexts(() => 'x'), offline: '</script><script>alert(1)</script>' }, app: '/main.1.js' });
    expect(json).not.toContain('<');
    expect((JSON.parse(json) as { texts: { offline: string } }).texts.offline).toBe('</script><script>alert(1)</script>');
  });
});

describe('storedSessionEmail', () => {
  const storage = (value: string | null) => ({ getItem: (key: string) => (key === 'pickwise-auth' ? value : null) });

  it('reads the e-mail of the session the auth client stored', () => {
    expect(storedSessionEmail(storage(JSON.stringify({ access_token: 'x', user: { email: 'ana@example.com' } })))).toBe('ana@example.com');
  });

  it.each([null, 'not json', '{}', '{"user":{"email":5}}', 'null'])('finds no session in %p', (value) => {
    expect(storedSessionEmail(storage(value))).toBeUndefined();
  });

  it('finds none where storage is blocked', () => {
    expect(
      storedSessionEmail({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBeUndefined();
  });
});
