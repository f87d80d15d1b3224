import { preferredLanguage } from './accept-language.js';

describe('preferredLanguage', () => {
  it.each([
    ['es-ES,es;q=0.9,en;q=0.8', 'es'],
    ['es-MX, en;q=0.5', 'es'],
    ['ES', 'es'],
    ['de, es-419;q=0.3', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR, de', 'en'],
    ['*', 'en'],
    ['es;q=0', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('reads %j as %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });

  it('gives a tie to English, the site’s default, whatever the order', () => {
    expect(preferredLanguage('es;q=0.5,en;q=0.5')).toBe('en');
    expect(preferredLanguage('en;q=0.5,es;q=0.5')).toBe('en');
  });
});
