import type { MethodId } from '@pickwise/lottery';
import type { Bilingual } from './bilingual.js';

const SAME_ODDS: Bilingual = {
  en: 'Every combination has the same odds: a method changes which numbers you get, not your chance of winning.',
  es: 'Todas las combinaciones tienen las mismas probabilidades: un método cambia los números que obtienes, no tus posibilidades de ganar.',
};

const PAST_DRAWS_DO_NOT_PREDICT: Bilingual = {
  en: 'Draws are independent, so past results do not predict the next one.',
  es: 'Los sorteos son independientes, así que los resultados pasados no predicen el siguiente.',
};

const note = (specific: Bilingual): Bilingual => ({
  en: `${SAME_ODDS.en} ${specific.en}`,
  es: `${SAME_ODDS.es} ${specific.es}`,
});

/**
 * What each method can and cannot do, honestly: no method changes the odds. Kept apart from
 * METHOD_COPY, whose names and descriptions the home page shows, so the home page's script
 * does not carry these texts (the generator and the about page load them).
 */
export const METHOD_NOTES: Readonly<Record<MethodId, Bilingual>> = {
  random: note({
    en: 'Guardrails only avoid lines that look odd, such as all-consecutive numbers.',
    es: 'Los controles solo evitan combinaciones de aspecto extraño, como números todos consecutivos.',
  }),
  ai: note({
    en: `The quality score describes how typical a line looks, not how likely it is to win. ${PAST_DRAWS_DO_NOT_PREDICT.en}`,
    es: `La puntuación de calidad describe lo típica que es una combinación, no su probabilidad de ganar. ${PAST_DRAWS_DO_NOT_PREDICT.es}`,
  }),
  markov: note(PAST_DRAWS_DO_NOT_PREDICT),
  hotcold: note({
    en: `A number drawn often is not more likely to come up again, nor is a rare one "due". ${PAST_DRAWS_DO_NOT_PREDICT.en}`,
    es: `Un número que sale a menudo no tiene más probabilidades de repetirse, ni uno raro "le toca". ${PAST_DRAWS_DO_NOT_PREDICT.es}`,
  }),
  balance: note({
    en: 'A balanced line looks like a typical draw; it is exactly as likely as any other line.',
    es: 'Una combinación equilibrada se parece a un sorteo típico; es exactamente tan probable como cualquier otra.',
  }),
  birthday: note({
    en: 'Dates only give numbers up to 31, which many people choose, so a win may be shared with more players.',
    es: 'Las fechas solo dan números hasta el 31, que elige mucha gente, así que un premio podría repartirse entre más jugadores.',
  }),
  lucky: note({
    en: 'Your favourites are as likely as any other numbers, no more and no less.',
    es: 'Tus favoritos son tan probables como cualquier otro número, ni más ni menos.',
  }),
  horoscope: note({
    en: 'For entertainment only: the stars have no influence on a draw.',
    es: 'Solo por diversión: los astros no influyen en ningún sorteo.',
  }),
};
