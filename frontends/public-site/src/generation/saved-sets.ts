/**
 * The sets the generator made, kept per game in browser storage so the ticket checker can take one
 * with a click. Only the newest few are kept; stored values are checked on the way back in.
 */
const KEY = 'generated-sets';
const KEPT_PER_GAME = 10;

export interface SavedSet {
  main: number[];
  special: number[];
}

type Stored = Record<string, SavedSet[]>;

const isNumberList = (value: unknown): value is number[] => Array.isArray(value) && value.every((n) => Number.isInteger(n));
const isSavedSet = (value: unknown): value is SavedSet =>
  typeof value === 'object' && value !== null && isNumberList((value as SavedSet).main) && isNumberList((value as SavedSet).special);

function readAll(): Stored {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

export function loadSavedSets(game: string): SavedSet[] {
  const sets = readAll()[game];
  return Array.isArray(sets) ? sets.filter(isSavedSet) : [];
}

/** Newest first; a set already kept moves to the front instead of appearing twice. */
export function saveSets(game: string, sets: readonly SavedSet[]): void {
  const all = readAll();
  const key = (set: SavedSet) => `${set.main.join('-')}+${set.special.join('-')}`;
  const fresh = new Set(sets.map(key));
  all[game] = [...sets, ...loadSavedSets(game).filter((set) => !fresh.has(key(set)))].slice(0, KEPT_PER_GAME);
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage can be full or disabled (private mode); the checker then offers no sets.
  }
}
