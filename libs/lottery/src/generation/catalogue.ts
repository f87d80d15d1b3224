import type { Bilingual } from '../games.js';
import { takesOptions, type MethodId } from './types.js';

/** One generator method as the method selector presents it (`GET /api/methods` adds its note, method-notes.ts). */
export interface MethodDescription {
  id: MethodId;
  name: Bilingual;
  /** The specification's one-line description (docs/product-spec.md §9), English exactly as given. */
  description: Bilingual;
  /**
   * Reads past draws (statistics of the game's current rules) and falls back without them: the one
   * declaration of it, read by the generation service (whether to wait for them), `GET /api/methods`
   * and the screens. methods.spec.ts checks it against what each method does.
   */
  needsHistory: boolean;
  /** Opens a dialog for options before generating: the methods of METHODS_WITH_OPTIONS. */
  needsOptions: boolean;
}

const DESCRIPTIONS: readonly Omit<MethodDescription, 'needsOptions'>[] = [
  {
    id: 'random',
    name: { en: 'Random Picks', es: 'Selección aleatoria' },
    description: {
      en: 'random numbers with quality guardrails.',
      es: 'números aleatorios con controles de calidad.',
    },
    // It leaves out the game's past jackpot lines.
    needsHistory: true,
  },
  {
    id: 'ai',
    name: { en: 'AI Smart Picks', es: 'Selección inteligente IA' },
    description: {
      en: 'bucket patterns plus probability smoothing plus quality scoring.',
      es: 'patrones por rangos, suavizado de probabilidades y puntuación de calidad.',
    },
    needsHistory: true,
  },
  {
    id: 'markov',
    name: { en: 'Markov Generator', es: 'Generador de Markov' },
    description: {
      en: 'transitions between number ranges seen in past draws.',
      es: 'transiciones entre rangos de números vistas en sorteos anteriores.',
    },
    needsHistory: true,
  },
  {
    id: 'hotcold',
    name: { en: 'Hot & Cold Numbers', es: 'Números calientes y fríos' },
    description: {
      en: 'frequent numbers, with room for cold outliers.',
      es: 'números frecuentes, con espacio para algún número frío.',
    },
    needsHistory: true,
  },
  {
    id: 'balance',
    name: { en: 'Statistical Balance', es: 'Equilibrio estadístico' },
    description: {
      en: 'even/odd balance, range diversity, minimal sequences.',
      es: 'equilibrio entre pares e impares, variedad de rangos y pocas secuencias.',
    },
    needsHistory: false,
  },
  {
    id: 'birthday',
    name: { en: 'Birthday Generator', es: 'Generador de cumpleaños' },
    description: {
      en: 'picks mapped from important dates.',
      es: 'números obtenidos a partir de fechas importantes.',
    },
    needsHistory: false,
  },
  {
    id: 'lucky',
    name: { en: 'Lucky Numbers', es: 'Números de la suerte' },
    description: {
      en: 'start from favourite numbers and complete them.',
      es: 'parte de tus números favoritos y los completa.',
    },
    needsHistory: false,
  },
  {
    id: 'horoscope',
    name: { en: 'Horoscope', es: 'Horóscopo' },
    description: {
      en: 'entertainment-only picks from the zodiac sign.',
      es: 'números solo por diversión a partir del signo del zodiaco.',
    },
    needsHistory: false,
  },
];

export const METHOD_CATALOGUE: readonly MethodDescription[] = DESCRIPTIONS.map((method) => ({ ...method, needsOptions: takesOptions(method.id) }));

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
