/** The odds screen of a game, for links from the generator and history screens (wrap with `link()` for the page language). */
export const oddsPath = (gameId: string): string => `/odds/${encodeURIComponent(gameId)}`;
