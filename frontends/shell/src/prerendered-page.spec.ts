import { describe, expect, it } from '@jest/globals';
import { PRERENDERED_PATH_ATTRIBUTE, holdsPrerenderedPage } from './prerendered-page.js';

/** A root element as far as holdsPrerenderedPage reads it. */
const root = (markedPath: string | null) => ({ getAttribute: (name: string) => (name === PRERENDERED_PATH_ATTRIBUTE ? markedPath : null) }) as HTMLElement;

describe('holdsPrerenderedPage', () => {
  it('is true for the path the page was rendered for, with or without a trailing slash', () => {
    expect(holdsPrerenderedPage(root('/faqs'), { pathname: '/faqs', search: '' })).toBe(true);
    expect(holdsPrerenderedPage(root('/faqs'), { pathname: '/faqs/', search: '' })).toBe(true);
    expect(holdsPrerenderedPage(root('/es'), { pathname: '/es/', search: '' })).toBe(true);
    expect(holdsPrerenderedPage(root('/'), { pathname: '/', search: '' })).toBe(true);
  });

  it('is false for another path (a page the service worker cached for another URL)', () => {
    expect(holdsPrerenderedPage(root('/faqs'), { pathname: '/about', search: '' })).toBe(false);
    expect(holdsPrerenderedPage(root('/faqs'), { pathname: '/es/faqs', search: '' })).toBe(false);
  });

  it('is false when the URL has a query (a share link) or the root is not marked (the shell, a 404 page)', () => {
    expect(holdsPrerenderedPage(root('/games/powerball/generate'), { pathname: '/games/powerball/generate', search: '?method=random&seed=1' })).toBe(false);
    expect(holdsPrerenderedPage(root(null), { pathname: '/faqs', search: '' })).toBe(false);
  });
});
