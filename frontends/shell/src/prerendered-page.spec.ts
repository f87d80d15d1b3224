import { describe, expect, it } from '@jest/globals';
import { PRERENDERED_PATH_ATTRIBUTE, holdsAnotherPathsPage, holdsPageOfPath, holdsPrerenderedPage } from './prerendered-page.js';

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

describe('holdsPageOfPath', () => {
  it("is true for the page of the URL's path, which a share link's query does not change", () => {
    expect(holdsPageOfPath(root('/games/powerball/generate'), '/games/powerball/generate')).toBe(true);
    expect(holdsPageOfPath(root('/es'), '/es/')).toBe(true);
  });

  it('is false for another path or an unmarked root', () => {
    expect(holdsPageOfPath(root('/'), '/games/powerball/generate')).toBe(false);
    expect(holdsPageOfPath(root(null), '/faqs')).toBe(false);
  });
});

describe('holdsAnotherPathsPage', () => {
  it("is true for a page marked with another path (the service worker's offline answer)", () => {
    expect(holdsAnotherPathsPage(root('/faqs'), '/about')).toBe(true);
    expect(holdsAnotherPathsPage(root('/'), '/es/')).toBe(true);
  });

  it("is false for this path's page, whatever its query, and for an unmarked root (index.html, the 404 page)", () => {
    expect(holdsAnotherPathsPage(root('/es'), '/es/')).toBe(false);
    expect(holdsAnotherPathsPage(root('/games/powerball/generate'), '/games/powerball/generate')).toBe(false);
    expect(holdsAnotherPathsPage(root(null), '/no-such-page')).toBe(false);
  });
});
