import type { GameId } from '@pickwise/lottery';
import type { Bilingual } from './bilingual.js';

/** How the site names a game's country and special number (its rules and numbers are libs/lottery's `GAMES`). */
export interface GameCopy {
  country: Bilingual;
  /**
   * The name of the game's special numbers as the game prints it (plural where it draws several:
   * 'Lucky Stars'); null where the game has none (specialCount 0).
   */
  specialName: Bilingual | null;
  /** The name of one special number ('Lucky Star'), where it differs from `specialName`: read it through `oneSpecialName`. */
  specialNameSingular?: Bilingual;
}

const US = { en: 'USA', es: 'EE. UU.' };
const EUROPE = { en: 'Europe', es: 'Europa' };

/** Every game's texts but its description (game-descriptions.ts), by id: `GET /api/games` serves them and the screens show them. */
export const GAME_COPY: Readonly<Record<GameId, GameCopy>> = {
  powerball: {
    country: US,
    specialName: { en: 'Powerball', es: 'Powerball' },
  },
  'mega-millions': {
    country: US,
    specialName: { en: 'Mega Ball', es: 'Mega Ball' },
  },
  'florida-lotto': {
    country: US,
    specialName: null,
  },
  'california-lottery': {
    country: US,
    specialName: { en: 'Mega', es: 'Mega' },
  },
  'new-york-lottery': {
    country: US,
    specialName: null,
  },
  'texas-lottery': {
    country: US,
    specialName: null,
  },
  euromillions: {
    country: EUROPE,
    specialName: { en: 'Lucky Stars', es: 'Estrellas' },
    specialNameSingular: { en: 'Lucky Star', es: 'Estrella' },
  },
  eurojackpot: {
    country: EUROPE,
    specialName: { en: 'Euro Numbers', es: 'Euronúmeros' },
    specialNameSingular: { en: 'Euro Number', es: 'Euronúmero' },
  },
  'uk-lotto': {
    country: { en: 'United Kingdom', es: 'Reino Unido' },
    specialName: null,
  },
  superenalotto: {
    country: { en: 'Italy', es: 'Italia' },
    specialName: null,
  },
  'la-primitiva': {
    country: { en: 'Spain', es: 'España' },
    specialName: { en: 'Reintegro', es: 'Reintegro' },
  },
  'lotto-6aus49': {
    country: { en: 'Germany', es: 'Alemania' },
    specialName: { en: 'Superzahl', es: 'Superzahl' },
  },
};

/** The name of one of the game's special numbers ('How often each Lucky Star was drawn'); null where it has none. */
export function oneSpecialName(id: GameId): Bilingual | null {
  const { specialName, specialNameSingular } = GAME_COPY[id];
  return specialNameSingular ?? specialName;
}
