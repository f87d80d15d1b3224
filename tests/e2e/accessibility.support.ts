// The axe sweep's helpers (accessibility.spec.ts): the WCAG 2.2 AA rule set and one assertion that
// lists each violation with its rule, impact and the elements it names, so a failure says what to fix.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { GAME_IDS } from '@pickwise/lottery';
import { SITE_PAGES } from '@pickwise/site';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (2.2 adds AA rules only). */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every public page of SITE_PAGES, `:game` cycled through the games as site-pages.spec.ts does; /auth and the admin panel have tests of their own. */
export const PUBLIC_PAGE_PATHS = SITE_PAGES.filter((page) => page.path !== '/auth' && page.path !== '/data-admin').map((page, index) =>
  page.path.replace(':game', GAME_IDS[index % GAME_IDS.length]!),
);

/** The same page in Spanish. */
export const inSpanish = (path: string): string => (path === '/' ? '/es/' : `/es${path}`);

/** Waits for the page's own content: its main heading and no request in flight. */
export async function pageReady(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Runs axe with the WCAG 2.2 AA rules on the page as it is now (or on `include`) and expects no violation. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  const violations = results.violations.map(
    (violation) => `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(violations, `axe on ${page.url()}`).toEqual([]);
}
