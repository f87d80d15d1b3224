/**
 * What a page served with islands carries for its scripts, written by frontends/site-pages into a
 * JSON script element: the few texts the islands show (in the page's language, from the shell's
 * i18n texts, so they are never written twice) and the application's entry script, loaded when the
 * page needs the application after all (an auth e-mail's redirect).
 */
import { scriptJson } from '@pickwise/site/served-page';

export const ISLAND_PAGE_ELEMENT_ID = 'pw-island-page';

/** Each island text and the shell i18n key (namespace `common`) it is read from. */
export const ISLAND_TEXT_KEYS = {
  openMenu: 'nav.openMenu',
  closeMenu: 'nav.closeMenu',
  account: 'nav.account',
  /** With `{{email}}`. */
  accountOf: 'nav.accountOf',
  offline: 'offline',
  // The game cards' countdowns of the home page (frontends/public-site Countdown.tsx), with
  // `{{days}}`, `{{hours}}` and `{{minutes}}` left for the islands to fill.
  nextDraw: 'publicSite:common.nextDraw',
  drawingNow: 'publicSite:common.drawingNow',
  countdown: 'publicSite:common.countdown',
  countdownLabel: 'publicSite:common.countdownLabel',
} as const;

/** What the islands fill in themselves in a text, kept as placeholders. */
const PLACEHOLDERS = { email: '{{email}}', days: '{{days}}', hours: '{{hours}}', minutes: '{{minutes}}' };

export type IslandTexts = Record<keyof typeof ISLAND_TEXT_KEYS, string>;

export interface IslandPage {
  texts: IslandTexts;
  /** The application's entry script (the shell's `main.*.js`). */
  app: string;
}

/** The texts of the language `translate` is set to (i18next's `t`), the `PLACEHOLDERS` left for the islands to fill. */
export function islandTexts(translate: (key: string, values: Record<string, string>) => string): IslandTexts {
  return Object.fromEntries(Object.entries(ISLAND_TEXT_KEYS).map(([name, key]) => [name, translate(key, PLACEHOLDERS)])) as IslandTexts;
}

/** A text with its `{{name}}` placeholders filled in. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

/** The JSON script element's content; `<` is escaped so no text can close the element. */
export function serializeIslandPage(page: IslandPage): string {
  return scriptJson(page);
}

export function readIslandPage(doc: Document): IslandPage | undefined {
  const text = doc.getElementById(ISLAND_PAGE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as IslandPage;
  } catch {
    return undefined;
  }
}
