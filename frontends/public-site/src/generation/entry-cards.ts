import { ENTRY_CARD_METHOD, type EntryCardId, type MethodId } from '@pickwise/lottery';
import { METHOD_COPY, type Bilingual } from '@pickwise/site/copy';
import type { IconName } from '@pickwise/ui';

/** The two groups of cards on /generator. */
export type EntryCardCategory = 'smart' | 'personal';

/** A card of the /generator entry page: its method's name as title, and its look on this screen. */
export interface EntryCard {
  id: EntryCardId;
  methodId: MethodId;
  category: EntryCardCategory;
  title: Bilingual;
  icon: IconName;
  /** Accent colour of the card (CSS colour). */
  color: string;
}

const card = (id: EntryCardId, category: EntryCardCategory, icon: IconName, color: string): EntryCard => ({
  id,
  methodId: ENTRY_CARD_METHOD[id],
  category,
  title: METHOD_COPY[ENTRY_CARD_METHOD[id]].name,
  icon,
  color,
});

export const ENTRY_CARDS: readonly EntryCard[] = [
  card('ai-smart', 'smart', 'chip', '#7c3aed'),
  card('markov', 'smart', 'states', '#2563eb'),
  card('hot-cold', 'smart', 'flame', '#dc2626'),
  card('statistical', 'smart', 'scale', '#059669'),
  card('birthday', 'personal', 'cake', '#db2777'),
  card('lucky', 'personal', 'clover', '#16a34a'),
  card('horoscope', 'personal', 'moon-star', '#9333ea'),
];
