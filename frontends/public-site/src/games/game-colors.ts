import type { Game, GameId } from '@pickwise/lottery';

/**
 * Each game's colour on screen: the accent of its cards and pages, its special balls (docs/product-spec.md:
 * special ball colours differ per game) and its chart bars. Text on it is black or white by contrast
 * (readable-text-color.ts), checked on every colour here.
 */
export const GAME_ACCENT_COLORS: Readonly<Record<GameId, string>> = {
  powerball: '#d62828',
  'mega-millions': '#f4a300',
  'florida-lotto': '#0077b6',
  'california-lottery': '#2a9d8f',
  'new-york-lottery': '#3a0ca3',
  'texas-lottery': '#bc4749',
  euromillions: '#1d3557',
  eurojackpot: '#e9c46a',
  'uk-lotto': '#e63946',
  superenalotto: '#2d6a4f',
  'la-primitiva': '#c1121f',
  'lotto-6aus49': '#ffb703',
};

export const gameAccentColor = (game: Game): string => GAME_ACCENT_COLORS[game.id];
