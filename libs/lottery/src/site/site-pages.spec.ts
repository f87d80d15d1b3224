import { indexedSitePaths, isSitePath } from './site-pages.js';

describe('isSitePath', () => {
  it.each(['/', '/es', '/es/', '/generator', '/es/choose-lottery', '/games/powerball/generate', '/es/games/lotto-6aus49/generate', '/history/uk-lotto/stats', '/odds/euromillions', '/contact', '/es/contact', '/auth', '/data-admin', '/data-admin/generation-logs', '/history/'])(
    'knows %s',
    (path) => expect(isSitePath(path)).toBe(true),
  );

  it.each(['/nope', '/es/nope', '/games/bingo/generate', '/history/bingo', '/odds/', '/games/powerball', '/games/powerball/generate/x', '/espanol', '/es/es/', '/authx', '/data-adminx'])(
    'does not know %s',
    (path) => expect(isSitePath(path)).toBe(false),
  );
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
