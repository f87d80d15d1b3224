// The axe sweep's helpers (accessibility.spec.ts): the WCAG 2.2 AA rule set and one assertion that
// lists each violation with its rule, impact and the elements it names, so a failure says what to fix.
import AxeBuilder from '@axe-core/playwright';
import { GAME_IDS } from '@pickwise/lottery';
import { SITE_PAGES } from '@pickwise/site/pages';
import { expect, pageSettled, type Page } from './fixtures.js';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (2.2 adds AA rules only). */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every page of SITE_PAGES, each `:game` page with another game, so the table's game pages are tried across the list. */
export const SITE_PAGE_PATHS = SITE_PAGES.map((page, index) => page.path.replace(':game', GAME_IDS[index % GAME_IDS.length]!));

/** The public pages of SITE_PAGE_PATHS; /auth and the admin panel have tests of their own. */
export const PUBLIC_PAGE_PATHS = SITE_PAGE_PATHS.filter((path) => path !== '/auth' && path !== '/data-admin');

/** The 404 page's heading in either language. */
export const NOT_FOUND_TITLES = /Oops! Page not found|¡Ups! Página no encontrada/;

/** The same page in Spanish. */
export const inSpanish = (path: string): string => (path === '/' ? '/es/' : `/es${path}`);

/** What the site shows while it loads: spinners, skeletons, the jackpots' loading line (its live region keeps it, empty, once they have loaded) and busy regions. */
const LOADING = '.pw-spinner, .ps-skeleton, .ps-skeleton-text, .ps-loading-text:not(:empty), [aria-busy="true"]';

/**
 * Waits for the page's own content: its main heading, nothing shown as loading, no request in flight,
 * and no animation still playing (cards that fade in would be read by axe at part of their contrast).
 */
export async function pageReady(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator(LOADING)).toHaveCount(0);
  await pageSettled(page);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * Runs axe with the WCAG 2.2 AA rules on the page as it is now (or on `include`) and expects no violation.
 * axe runs in the page itself (legacy mode: no blank page opened for each run to merge the frames'
 * results; the site has no cross-origin frames), and reports only violations in full.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_22_AA_TAGS)
    .setLegacyMode();
  const results = await (include ? builder.include(include) : builder).analyze();
  const violations = results.violations.map(
    (violation) => `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(violations, `axe on ${page.url()}`).toEqual([]);
}
