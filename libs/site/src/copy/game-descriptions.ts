import type { GameId } from '@pickwise/lottery';
import type { Bilingual } from './bilingual.js';

/**
 * Every game's one-line description, by id: `GET /api/games` serves it and the game's generator page
 * shows it. Kept apart from GAME_COPY, which the home page's game cards read, so the home page's script
 * does not carry these texts.
 */
export const GAME_DESCRIPTIONS: Readonly<Record<GameId, Bilingual>> = {
  powerball: {
    en: "America's biggest jackpot game: 5 numbers from 1-69 plus a Powerball from 1-26.",
    es: 'El mayor bote de EE. UU.: 5 números del 1 al 69 más un Powerball del 1 al 26.',
  },
  'mega-millions': {
    en: 'Multi-state jackpot game: 5 numbers from 1-70 plus a Mega Ball from 1-24.',
    es: 'Lotería multiestatal: 5 números del 1 al 70 más una Mega Ball del 1 al 24.',
  },
  'florida-lotto': {
    en: "Florida's own jackpot game: 6 numbers from 1-53.",
    es: 'La lotería de Florida: 6 números del 1 al 53.',
  },
  'california-lottery': {
    en: "California's SuperLotto Plus: 5 numbers from 1-47 plus a Mega number from 1-27.",
    es: 'SuperLotto Plus de California: 5 números del 1 al 47 más un número Mega del 1 al 27.',
  },
  'new-york-lottery': {
    en: "New York's classic Lotto: 6 numbers from 1-59.",
    es: 'El clásico Lotto de Nueva York: 6 números del 1 al 59.',
  },
  'texas-lottery': {
    en: "Texas's jackpot game: 6 numbers from 1-54.",
    es: 'La lotería de Texas: 6 números del 1 al 54.',
  },
  euromillions: {
    en: 'Pan-European jackpot game: 5 numbers from 1-50 plus 2 Lucky Stars from 1-12.',
    es: 'Lotería paneuropea: 5 números del 1 al 50 más 2 Estrellas del 1 al 12.',
  },
  eurojackpot: {
    en: 'Pan-European jackpot game: 5 numbers from 1-50 plus 2 Euro Numbers from 1-12.',
    es: 'Lotería paneuropea: 5 números del 1 al 50 más 2 Euronúmeros del 1 al 12.',
  },
  'uk-lotto': {
    en: "The UK National Lottery's Lotto: 6 numbers from 1-59.",
    es: 'El Lotto de la Lotería Nacional del Reino Unido: 6 números del 1 al 59.',
  },
  superenalotto: {
    en: "Italy's SuperEnalotto: 6 numbers from 1-90.",
    es: 'El SuperEnalotto de Italia: 6 números del 1 al 90.',
  },
  'la-primitiva': {
    en: "Spain's La Primitiva: 6 numbers from 1-49 plus a Reintegro from 0-9.",
    es: 'La Primitiva de España: 6 números del 1 al 49 más un Reintegro del 0 al 9.',
  },
  'lotto-6aus49': {
    en: "Germany's Lotto 6aus49: 6 numbers from 1-49 plus a Superzahl from 0-9.",
    es: 'El Lotto 6aus49 de Alemania: 6 números del 1 al 49 más un Superzahl del 0 al 9.',
  },
};
