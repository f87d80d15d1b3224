import type { GameId } from '@pickwise/lottery';
import type { Bilingual } from './bilingual.js';

// The texts of libs/lottery's prize tables: what is not certain about a table, by game and the
// date the table came in (its `since`), and the name of the bonus number a game draws.

const EARLY_POWERBALL: Bilingual = {
  en: 'Powerball.com publishes only the current chart; the fixed amounts of this era come from secondary records of the old charts and are not verified against an official archive.',
  es: 'Powerball.com solo publica la tabla actual; los importes fijos de esta época proceden de registros secundarios de las tablas antiguas y no se han contrastado con un archivo oficial.',
};
const EARLY_MEGA_MILLIONS: Bilingual = {
  en: 'megamillions.com publishes only the current chart; the fixed amounts of this era come from secondary records of the old charts and are not verified against an official archive.',
  es: 'megamillions.com solo publica la tabla actual; los importes fijos de esta época proceden de registros secundarios de las tablas antiguas y no se han contrastado con un archivo oficial.',
};
const CALIFORNIA_LOTTO: Bilingual = {
  en: 'The 6-number Lotto eras predate the lottery’s online charts; California pays every prize pari-mutuel, and the tiers (6, 5, 4, 3) are from secondary records.',
  es: 'Las épocas del Lotto de 6 números son anteriores a las tablas en línea de la lotería; California paga todos los premios a prorrata y las categorías (6, 5, 4, 3) proceden de registros secundarios.',
};

/** The note of each prize table that has one, by game and the table's `since`; prize-notes.spec.ts checks each names a table. */
export const PRIZE_TABLE_NOTES: Readonly<Record<GameId, Readonly<Record<string, Bilingual>>>> = {
  powerball: {
    '1992-04-22': EARLY_POWERBALL,
    '1997-11-05': EARLY_POWERBALL,
    '2002-10-09': EARLY_POWERBALL,
    '2005-08-31': EARLY_POWERBALL,
    '2009-01-07': EARLY_POWERBALL,
  },
  'mega-millions': {
    '2002-05-17': EARLY_MEGA_MILLIONS,
    '2005-06-22': EARLY_MEGA_MILLIONS,
  },
  'florida-lotto': {
    '1988-05-07': {
      en: 'The 6/49 era predates the lottery’s online charts; its tiers (6, 5, 4, 3, the lower ones shared) are from secondary records.',
      es: 'La época 6/49 es anterior a las tablas en línea de la lotería; sus categorías (6, 5, 4, 3, las inferiores compartidas) proceden de registros secundarios.',
    },
    '1999-10-27': {
      en: 'The free Quick Pick for two matches and the $2 price are today’s rules; the date within this era when each came in is not recorded here.',
      es: 'El Quick Pick gratis por dos aciertos y el precio de 2 $ son las reglas de hoy; aquí no consta en qué fecha de esta época llegó cada uno.',
    },
  },
  'california-lottery': {
    '1986-10-18': CALIFORNIA_LOTTO,
    '1990-06-30': CALIFORNIA_LOTTO,
    '1991-11-27': CALIFORNIA_LOTTO,
  },
  'new-york-lottery': {},
  'texas-lottery': {
    '1992-11-14': {
      en: 'Early era: the tiers are today’s (6, 5, 4 shared, $3 for 3); the amount for 3 in the 6/50 years is not verified.',
      es: 'Época antigua: las categorías son las de hoy (6, 5, 4 compartidas, 3 $ por 3); el importe por 3 en los años 6/50 no está contrastado.',
    },
    '2000-07-19': { en: 'The $3 amount for 3 in this era is not verified.', es: 'El importe de 3 $ por 3 aciertos en esta época no está contrastado.' },
    '2003-05-07': {
      en: 'The 5/44 + Bonus Ball era is no longer documented by the lottery; its tiers (down to 2 + Bonus Ball) are from secondary records and shown as shared prizes.',
      es: 'La lotería ya no documenta la época 5/44 + Bonus Ball; sus categorías (hasta 2 + Bonus Ball) proceden de registros secundarios y se muestran como premios compartidos.',
    },
  },
  euromillions: {
    '2016-09-27': { en: 'The price differs between countries; €2.50 is the price in Spain and France.', es: 'El precio varía según el país; 2,50 € es el precio en España y Francia.' },
  },
  eurojackpot: {},
  'uk-lotto': {
    '1994-11-19': {
      en: 'From October 2013 a line cost £2 and the fixed prize for 3 changed; that step inside the 6/49 era is not modelled.',
      es: 'Desde octubre de 2013 una apuesta costaba 2 £ y cambió el premio fijo por 3; ese paso dentro de la época 6/49 no está modelado.',
    },
  },
  superenalotto: {
    '1997-12-03': { en: 'The price of the lira years is given in euro.', es: 'El precio de los años de la lira se da en euros.' },
  },
  'la-primitiva': {
    '1985-10-17': {
      en: 'Before the Reintegro: the categories 6, 5 + Complementario, 5, 4 and 3, all shared; the price of the peseta years is given in euro.',
      es: 'Antes del Reintegro: las categorías 6, 5 + Complementario, 5, 4 y 3, todas compartidas; el precio de los años de la peseta se da en euros.',
    },
    '1991-06-20': {
      en: 'Today’s categories (Especial for 6 + Reintegro, €8 for 3, the stake back for the Reintegro); the dates inside this era when the Especial and the fixed €8 came in are not recorded here.',
      es: 'Las categorías de hoy (Especial por 6 + Reintegro, 8 € por 3, la apuesta devuelta por el Reintegro); aquí no constan las fechas de esta época en que llegaron la Especial y los 8 € fijos.',
    },
  },
  'lotto-6aus49': {
    '1955-10-09': {
      en: 'Classes of the Zusatzzahl years (6, 5 + Zusatzzahl, 5, 4, 3 + Zusatzzahl, 3), all shared, from secondary records; the price of the mark years is given in euro.',
      es: 'Categorías de los años del Zusatzzahl (6, 5 + Zusatzzahl, 5, 4, 3 + Zusatzzahl, 3), todas compartidas, de registros secundarios; el precio de los años del marco se da en euros.',
    },
    '1991-12-07': {
      en: 'Eight classes with the Superzahl on top and the Zusatzzahl below, all shared, from secondary records; the price of the mark years is given in euro.',
      es: 'Ocho categorías con el Superzahl arriba y el Zusatzzahl debajo, todas compartidas, de registros secundarios; el precio de los años del marco se da en euros.',
    },
  },
};

/** What is not certain about the game's prize table that came in on `since`, if anything (the odds page, draw details). */
export function prizeTableNote(gameId: GameId, since: string): Bilingual | undefined {
  return PRIZE_TABLE_NOTES[gameId][since];
}

/**
 * The name of the bonus number of each game that draws one, in the tiers that need it
 * (`bonusMatched`): drawn from the main drum, not the game's special number.
 */
export const BONUS_NUMBER_NAMES: Readonly<Record<GameId, Bilingual | null>> = {
  powerball: null,
  'mega-millions': null,
  'florida-lotto': null,
  'california-lottery': null,
  'new-york-lottery': { en: 'Bonus', es: 'Bonus' },
  'texas-lottery': null,
  euromillions: null,
  eurojackpot: null,
  'uk-lotto': { en: 'Bonus Ball', es: 'Bola extra' },
  superenalotto: { en: 'Jolly', es: 'Jolly' },
  'la-primitiva': { en: 'Complementario', es: 'Complementario' },
  'lotto-6aus49': { en: 'Zusatzzahl', es: 'Zusatzzahl' },
};
