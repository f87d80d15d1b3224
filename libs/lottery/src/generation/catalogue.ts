import { METHOD_IDS, takesOptions, type MethodId } from './types.js';

/** What a generator method does, as the screens and the services need it (its texts are libs/site's METHOD_COPY). */
export interface CatalogueMethod {
  id: MethodId;
  /**
   * Reads past draws (statistics of the game's current rules) and falls back without them: the one
   * declaration of it, read by the generation service (whether to wait for them), `GET /api/methods`
   * and the screens. methods.spec.ts checks it against what each method does.
   */
  needsHistory: boolean;
  /** Opens a dialog for options before generating: the methods of METHODS_WITH_OPTIONS. */
  needsOptions: boolean;
}

const NEEDS_HISTORY: Readonly<Record<MethodId, boolean>> = {
  // It leaves out the game's past jackpot lines.
  random: true,
  ai: true,
  markov: true,
  hotcold: true,
  balance: false,
  birthday: false,
  lucky: false,
  horoscope: false,
};

/** The eight methods in METHOD_IDS order, the order the selector shows them in. */
export const METHOD_CATALOGUE: readonly CatalogueMethod[] = METHOD_IDS.map((id) => ({ id, needsHistory: NEEDS_HISTORY[id], needsOptions: takesOptions(id) }));

export function describeMethod(id: MethodId): CatalogueMethod {
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
