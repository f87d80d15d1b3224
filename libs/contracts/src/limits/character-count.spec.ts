import { characterCount, firstCharacters } from './character-count.js';

describe('characterCount', () => {
  it('counts code points: an emoji or a rare ideograph is one character, not two UTF-16 units', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('Ana')).toBe(3);
    expect(characterCount('😀')).toBe(1);
    expect(characterCount(`${'a'.repeat(99)}😀`)).toBe(100);
    expect(characterCount('𠮷野家')).toBe(3);
    // A lone surrogate is one (broken) character, as PostgreSQL would refuse it anyway.
    expect(characterCount('a\ud800b')).toBe(3);
  });
});

describe('firstCharacters', () => {
  it('cuts at a character boundary, never inside an emoji', () => {
    expect(firstCharacters(`${'a'.repeat(99)}😀b`, 100)).toBe(`${'a'.repeat(99)}😀`);
    expect(firstCharacters(`${'a'.repeat(100)}😀`, 100)).toBe('a'.repeat(100));
    expect(firstCharacters('short', 100)).toBe('short');
  });
});
