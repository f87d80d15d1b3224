import { describe, expect, it } from '@jest/globals';
import { languageFromPath, localizedPath, stripLanguagePrefix, switchLanguagePath } from './languages.js';

describe('language paths', () => {
  it('reads the language from the /es prefix only', () => {
    expect(languageFromPath('/')).toBe('en');
    expect(languageFromPath('/es')).toBe('es');
    expect(languageFromPath('/es/')).toBe('es');
    expect(languageFromPath('/es/games/powerball/generate')).toBe('es');
    expect(languageFromPath('/estimates')).toBe('en');
  });

  it('strips and adds the Spanish prefix', () => {
    expect(stripLanguagePrefix('/es/faqs')).toBe('/faqs');
    expect(stripLanguagePrefix('/es')).toBe('/');
    expect(stripLanguagePrefix('/faqs')).toBe('/faqs');
    expect(localizedPath('es', '/')).toBe('/es/');
    expect(localizedPath('es', '/history/powerball')).toBe('/es/history/powerball');
    expect(localizedPath('en', 'faqs')).toBe('/faqs');
  });

  it('switches language keeping the page, query and hash', () => {
    expect(switchLanguagePath({ pathname: '/', search: '', hash: '#games' }, 'es')).toBe('/es/#games');
    expect(switchLanguagePath({ pathname: '/es/choose-lottery', search: '?method=lucky' }, 'en')).toBe('/choose-lottery?method=lucky');
    expect(switchLanguagePath({ pathname: '/games/uk-lotto/generate' }, 'es')).toBe('/es/games/uk-lotto/generate');
  });
});
