import { ROOT_END_MARKER, SERVED_DATA_ELEMENT_ID, scriptJson, withServedData } from './served-page.js';

const PAGE = `<html><head></head><body><div id="root" data-prerendered-path="/"><div class="shell"><p class="ps-skeleton-text"> </p></div></div>${ROOT_END_MARKER}</body></html>`;

describe('withServedData', () => {
  it("puts the rendered root in place of the stored one, with the data it was rendered with just ahead of it, and keeps the root's mark", () => {
    const served = { readAt: 1_764_000_000_000, jackpots: { powerball: { amount: 1 } } };
    expect(withServedData(PAGE, '<div class="shell"><p>$1</p></div>', served)).toBe(
      `<html><head></head><body><script type="application/json" id="${SERVED_DATA_ELEMENT_ID}">${JSON.stringify(served)}</script>` +
        `<div id="root" data-prerendered-path="/"><div class="shell"><p>$1</p></div></div>${ROOT_END_MARKER}</body></html>`,
    );
  });

  it('refuses a page without a root, or without the mark of its end', () => {
    const served = { readAt: 0, jackpots: {} };
    expect(() => withServedData('<body></body>', '', served)).toThrow(/no root/);
    expect(() => withServedData(PAGE.replace(ROOT_END_MARKER, ''), '', served)).toThrow(/no root/);
  });

  it('writes JSON no text can end the script element with', () => {
    expect(scriptJson({ label: '</script><script>alert(1)</script>' })).toBe('{"label":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}');
    expect(JSON.parse(scriptJson({ label: '</script>' }))).toEqual({ label: '</script>' });
  });
});
