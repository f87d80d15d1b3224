import { ENTRY_CARD_METHOD, describeMethod, type Bilingual, type EntryCardId, type MethodId } from '@pickwise/lottery';

/** The two groups of cards on /generator. */
export type EntryCardCategory = 'smart' | 'personal';

/** A card of the /generator entry page: its method's name as title, and its look on this screen. */
export interface EntryCard {
  id: EntryCardId;
  methodId: MethodId;
  category: EntryCardCategory;
  title: Bilingual;
  emoji: string;
  /** Accent colour of the card (CSS colour). */
  color: string;
}

const card = (id: EntryCardId, category: EntryCardCategory, emoji: string, color: string): EntryCard => ({
  id,
  methodId: ENTRY_CARD_METHOD[id],
  category,
  title: describeMethod(ENTRY_CARD_METHOD[id]).name,
  emoji,
  color,
});

export const ENTRY_CARDS: readonly EntryCard[] = [
  card('ai-smart', 'smart', '🧠', '#7c3aed'),
  card('markov', 'smart', '🔗', '#2563eb'),
  card('hot-cold', 'smart', '🔥', '#dc2626'),
  card('statistical', 'smart', '⚖️', '#059669'),
  card('birthday', 'personal', '🎂', '#db2777'),
  card('lucky', 'personal', '🍀', '#16a34a'),
  card('horoscope', 'personal', '🔮', '#9333ea'),
];
