import type { Bilingual } from '../games.js';
import type { MethodId } from './types.js';

/** One generator method as the method selector and `GET /api/methods` present it. */
export interface MethodDescription {
  id: MethodId;
  name: Bilingual;
  /** The specification's one-line description (docs/product-spec.md §9), English exactly as given. */
  description: Bilingual;
  /** Reads past draws (statistics of the game's current rules); falls back without them. */
  needsHistory: boolean;
  /** Opens a dialog for options before generating (birthday, lucky, horoscope). */
  needsOptions: boolean;
  /** What the method can and cannot do, honestly: no method changes the odds. */
  note: Bilingual;
}

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

export const METHOD_CATALOGUE: readonly MethodDescription[] = [
  {
    id: 'random',
    name: { en: 'Random Picks', es: 'Selección aleatoria' },
    description: {
      en: 'random numbers with quality guardrails.',
      es: 'números aleatorios con controles de calidad.',
    },
    needsHistory: false,
    needsOptions: false,
    note: note({
      en: 'Guardrails only avoid lines that look odd, such as all-consecutive numbers.',
      es: 'Los controles solo evitan combinaciones de aspecto extraño, como números todos consecutivos.',
    }),
  },
  {
    id: 'ai',
    name: { en: 'AI Smart Picks', es: 'Selección inteligente IA' },
    description: {
      en: 'bucket patterns plus probability smoothing plus quality scoring.',
      es: 'patrones por rangos, suavizado de probabilidades y puntuación de calidad.',
    },
    needsHistory: true,
    needsOptions: false,
    note: note({
      en: `The quality score describes how typical a line looks, not how likely it is to win. ${PAST_DRAWS_DO_NOT_PREDICT.en}`,
      es: `La puntuación de calidad describe lo típica que es una combinación, no su probabilidad de ganar. ${PAST_DRAWS_DO_NOT_PREDICT.es}`,
    }),
  },
  {
    id: 'markov',
    name: { en: 'Markov Generator', es: 'Generador de Markov' },
    description: {
      en: 'transitions between number ranges seen in past draws.',
      es: 'transiciones entre rangos de números vistas en sorteos anteriores.',
    },
    needsHistory: true,
    needsOptions: false,
    note: note(PAST_DRAWS_DO_NOT_PREDICT),
  },
  {
    id: 'hotcold',
    name: { en: 'Hot & Cold Numbers', es: 'Números calientes y fríos' },
    description: {
      en: 'frequent numbers, with room for cold outliers.',
      es: 'números frecuentes, con espacio para algún número frío.',
    },
    needsHistory: true,
    needsOptions: false,
    note: note({
      en: `A number drawn often is not more likely to come up again, nor is a rare one "due". ${PAST_DRAWS_DO_NOT_PREDICT.en}`,
      es: `Un número que sale a menudo no tiene más probabilidades de repetirse, ni uno raro "le toca". ${PAST_DRAWS_DO_NOT_PREDICT.es}`,
    }),
  },
  {
    id: 'balance',
    name: { en: 'Statistical Balance', es: 'Equilibrio estadístico' },
    description: {
      en: 'even/odd balance, range diversity, minimal sequences.',
      es: 'equilibrio entre pares e impares, variedad de rangos y pocas secuencias.',
    },
    needsHistory: false,
    needsOptions: false,
    note: note({
      en: 'A balanced line looks like a typical draw; it is exactly as likely as any other line.',
      es: 'Una combinación equilibrada se parece a un sorteo típico; es exactamente tan probable como cualquier otra.',
    }),
  },
  {
    id: 'birthday',
    name: { en: 'Birthday Generator', es: 'Generador de cumpleaños' },
    description: {
      en: 'picks mapped from important dates.',
      es: 'números obtenidos a partir de fechas importantes.',
    },
    needsHistory: false,
    needsOptions: true,
    note: note({
      en: 'Dates only give numbers up to 31, which many people choose, so a win may be shared with more players.',
      es: 'Las fechas solo dan números hasta el 31, que elige mucha gente, así que un premio podría repartirse entre más jugadores.',
    }),
  },
  {
    id: 'lucky',
    name: { en: 'Lucky Numbers', es: 'Números de la suerte' },
    description: {
      en: 'start from favourite numbers and complete them.',
      es: 'parte de tus números favoritos y los completa.',
    },
    needsHistory: false,
    needsOptions: true,
    note: note({
      en: 'Your favourites are as likely as any other numbers, no more and no less.',
      es: 'Tus favoritos son tan probables como cualquier otro número, ni más ni menos.',
    }),
  },
  {
    id: 'horoscope',
    name: { en: 'Horoscope', es: 'Horóscopo' },
    description: {
      en: 'entertainment-only picks from the zodiac sign.',
      es: 'números solo por diversión a partir del signo del zodiaco.',
    },
    needsHistory: false,
    needsOptions: true,
    note: note({
      en: 'For entertainment only: the stars have no influence on a draw.',
      es: 'Solo por diversión: los astros no influyen en ningún sorteo.',
    }),
  },
];

export function describeMethod(id: MethodId): MethodDescription {
  const found = METHOD_CATALOGUE.find((method) => method.id === id);
  if (!found) throw new Error(`Method ${id} is missing from the catalogue`);
  return found;
}

/**
 * The ids the /generator entry page uses (docs/product-spec.md §2), also accepted as `?method=` in
 * links; they differ from the generator method ids. How each card looks belongs to the screen
 * (frontends/public-site/src/generation/entry-cards.ts).
 */
export const ENTRY_CARD_IDS = ['ai-smart', 'markov', 'hot-cold', 'statistical', 'birthday', 'lucky', 'horoscope'] as const;
export type EntryCardId = (typeof ENTRY_CARD_IDS)[number];

export const ENTRY_CARD_METHOD: Readonly<Record<EntryCardId, MethodId>> = {
  'ai-smart': 'ai',
  markov: 'markov',
  'hot-cold': 'hotcold',
  statistical: 'balance',
  birthday: 'birthday',
  lucky: 'lucky',
  horoscope: 'horoscope',
};

export function isEntryCardId(id: string): id is EntryCardId {
  return (ENTRY_CARD_IDS as readonly string[]).includes(id);
}
