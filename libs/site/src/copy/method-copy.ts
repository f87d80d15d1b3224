import type { MethodId } from '@pickwise/lottery';
import type { Bilingual } from './bilingual.js';

/** How the method selector presents a method (what it does is libs/lottery's `METHOD_CATALOGUE`). */
export interface MethodCopy {
  name: Bilingual;
  /** The specification's one-line description (docs/product-spec.md §9), English exactly as given. */
  description: Bilingual;
}

/** Every method's name and description, by id: `GET /api/methods` serves them (with METHOD_NOTES) and the screens show them. */
export const METHOD_COPY: Readonly<Record<MethodId, MethodCopy>> = {
  random: {
    name: { en: 'Random Picks', es: 'Selección aleatoria' },
    description: {
      en: 'random numbers with quality guardrails.',
      es: 'números aleatorios con controles de calidad.',
    },
  },
  ai: {
    name: { en: 'AI Smart Picks', es: 'Selección inteligente IA' },
    description: {
      en: 'bucket patterns plus probability smoothing plus quality scoring.',
      es: 'patrones por rangos, suavizado de probabilidades y puntuación de calidad.',
    },
  },
  markov: {
    name: { en: 'Markov Generator', es: 'Generador de Markov' },
    description: {
      en: 'transitions between number ranges seen in past draws.',
      es: 'transiciones entre rangos de números vistas en sorteos anteriores.',
    },
  },
  hotcold: {
    name: { en: 'Hot & Cold Numbers', es: 'Números calientes y fríos' },
    description: {
      en: 'frequent numbers, with room for cold outliers.',
      es: 'números frecuentes, con espacio para algún número frío.',
    },
  },
  balance: {
    name: { en: 'Statistical Balance', es: 'Equilibrio estadístico' },
    description: {
      en: 'even/odd balance, range diversity, minimal sequences.',
      es: 'equilibrio entre pares e impares, variedad de rangos y pocas secuencias.',
    },
  },
  birthday: {
    name: { en: 'Birthday Generator', es: 'Generador de cumpleaños' },
    description: {
      en: 'picks mapped from important dates.',
      es: 'números obtenidos a partir de fechas importantes.',
    },
  },
  lucky: {
    name: { en: 'Lucky Numbers', es: 'Números de la suerte' },
    description: {
      en: 'start from favourite numbers and complete them.',
      es: 'parte de tus números favoritos y los completa.',
    },
  },
  horoscope: {
    name: { en: 'Horoscope', es: 'Horóscopo' },
    description: {
      en: 'entertainment-only picks from the zodiac sign.',
      es: 'números solo por diversión a partir del signo del zodiaco.',
    },
  },
};
