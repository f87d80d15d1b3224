import { dataOfPage, indexedSitePaths, isIslandsPath, isSitePath, prerenderedSitePaths, publicGamePath, showsJackpots, statsPageGame } from './site-pages.js';

describe('isSitePath', () => {
  it.each(['/', '/es', '/es/', '/generator', '/es/choose-lottery', '/games/powerball/generate', '/es/games/lotto-6aus49/generate', '/history/uk-lotto/stats', '/odds/euromillions', '/contact', '/es/contact', '/auth', '/alerts', '/es/alerts', '/unsubscribe', '/es/unsubscribe', '/data-admin', '/data-admin/generation-logs', '/history/', '/pools', '/es/pools/verify', '/pools/join/abc'])(
    'knows %s',
    (path) => expect(isSitePath(path)).toBe(true),
  );

  it.each(['/nope', '/es/nope', '/games/bingo/generate', '/history/bingo', '/odds/', '/games/powerball', '/games/powerball/generate/x', '/espanol', '/es/es/', '/authx', '/data-adminx', '/poolsx'])(
    'does not know %s',
    (path) => expect(isSitePath(path)).toBe(false),
  );
});

describe('isIslandsPath', () => {
  it.each(['/', '/es/', '/faqs', '/es/faqs', '/about/', '/responsible', '/topics/hot-numbers-lottery', '/es/us/florida-winning-numbers-lottery'])('serves %s with islands only', (path) =>
    expect(isIslandsPath(path)).toBe(true),
  );

  // Pages with forms, filters, live figures or the generator run the application.
  it.each(['/generator', '/games/powerball/generate', '/history/powerball', '/odds/powerball', '/contact', '/choose-lottery', '/auth', '/data-admin', '/nope'])(
    'serves %s with the application',
    (path) => expect(isIslandsPath(path)).toBe(false),
  );
});

describe('showsJackpots', () => {
  it.each(['/', '/es/', '/es', '/choose-lottery', '/es/choose-lottery/', '/games/powerball/generate', '/es/games/la-primitiva/generate'])('has %s served with the jackpots', (path) =>
    expect(showsJackpots(path)).toBe(true),
  );

  it.each(['/generator', '/history/powerball', '/odds/powerball', '/faqs', '/games/nope/generate', '/games', '/data-admin'])('has %s served as prerendered', (path) =>
    expect(showsJackpots(path)).toBe(false),
  );
});

describe('statsPageGame', () => {
  it("names the game of a statistics page, in either language", () => {
    expect(statsPageGame('/history/powerball/stats')).toBe('powerball');
    expect(statsPageGame('/es/history/euromillions/stats/')).toBe('euromillions');
  });

  it.each(['/history/powerball', '/history/nope/stats', '/history/powerball/check', '/'])('names none for %s', (path) => expect(statsPageGame(path)).toBeUndefined());
});

describe('dataOfPage', () => {
  it('says which data a page is served with, and none for the others', () => {
    expect(dataOfPage('/es/')).toEqual({ jackpots: true });
    expect(dataOfPage('/history/uk-lotto/stats')).toEqual({ jackpots: false, statsGame: 'uk-lotto' });
    expect(dataOfPage('/faqs')).toBeUndefined();
    expect(dataOfPage('/history/powerball')).toBeUndefined();
  });
});

describe('indexedSitePaths', () => {
  it('expands each game page to the twelve games and leaves out sign-in, admin and the /games redirect', () => {
    const paths = indexedSitePaths();
    expect(paths.filter((path) => path.startsWith('/games/'))).toHaveLength(12);
    expect(paths).toContain('/history/la-primitiva/check');
    expect(paths).not.toContain('/auth');
    expect(paths).not.toContain('/games');
    expect(paths.some((path) => path.startsWith('/data-admin'))).toBe(false);
    expect(paths.every(isSitePath)).toBe(true);
  });
});

describe('prerenderedSitePaths', () => {
  // Alerts and the unsubscribe page are for one reader and differ from the first view on: no page for them is written ahead.
  it('is every indexable page, the sign-in page and My tickets, never the admin panel, Alerts or the unsubscribe page', () => {
    const paths = prerenderedSitePaths();
    expect(paths).toEqual(expect.arrayContaining(indexedSitePaths()));
    expect(paths.filter((path) => !indexedSitePaths().includes(path))).toEqual(['/auth', '/tickets']);
  });
});

describe('publicGamePath', () => {
  it.each([
    ['/games/texas-lotto/generate', '/games/texas-lottery/generate'],
    ['/es/games/new-york-lotto/generate', '/es/games/new-york-lottery/generate'],
    ['/history/california-superlotto', '/history/california-lottery'],
    ['/history/texas-lotto/stats/', '/history/texas-lottery/stats/'],
    ['/es/history/new-york-lotto/check', '/es/history/new-york-lottery/check'],
    ['/odds/california-superlotto', '/odds/california-lottery'],
  ])('names %s by the public id: %s', (path, expected) => expect(publicGamePath(path)).toBe(expected));

  it.each(['/games/texas-lottery/generate', '/games/powerball/generate', '/games/texas-lotto', '/games/texas-lotto/generate/x', '/games/bingo/generate', '/data-admin/texas-lotto', '/texas-lotto', '/'])(
    'leaves %s alone (a public id, no page, or a page already)',
    (path) => expect(publicGamePath(path)).toBeUndefined(),
  );
});
