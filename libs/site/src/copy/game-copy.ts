import type { GameId } from '@pickwise/lottery';
import type { Bilingual } from './bilingual.js';

/** How the site names a game's country and special number (its rules and numbers are libs/lottery's `GAMES`). */
export interface GameCopy {
  country: Bilingual;
  /** The name of the game's special number; null where the game has none (specialCount 0). */
  specialName: Bilingual | null;
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
  },
  eurojackpot: {
    country: EUROPE,
    specialName: { en: 'Euro Numbers', es: 'Euronúmeros' },
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
