import { tooltipClosed, tooltipOpenDelay } from '@pickwise/ui/tooltip-timing';

/**
 * The tooltips of a page served with islands (libs/ui Tooltip.tsx renders them; CSS shows them on
 * hover after the open delay and on focus): what the application's component adds, the skip-delay
 * window shared with every tooltip of the page (a tooltip the pointer reaches right after another
 * closed opens at once) and Escape, which closes an open tooltip until the pointer or focus leaves
 * and comes back (WCAG 1.4.13). `within` limits it to part of the page (jackpots shown anew).
 */
export function enhanceTooltips(doc: Document, within: ParentNode = doc, clock: Pick<Performance, 'now'> = performance): void {
  const tooltips = [...within.querySelectorAll<HTMLElement>('.pw-tooltip')];
  if (tooltips.length === 0) return;
  const active = activeTooltipsOf(doc);
  for (const tooltip of tooltips) {
    let hovered = false;
    let focused = false;
    // While the pointer is on the trigger: the moment its tooltip shows.
    let showsFrom: number | null = null;
    const reopen = () => tooltip.removeAttribute('data-dismissed');
    const track = () => (hovered || focused ? active.add(tooltip) : active.delete(tooltip));
    tooltip.addEventListener('pointerenter', () => {
      reopen();
      hovered = true;
      const now = clock.now();
      const delay = tooltipOpenDelay(now);
      showsFrom = now + delay;
      tooltip.toggleAttribute('data-skip-delay', delay === 0);
      track();
    });
    tooltip.addEventListener('pointerleave', () => {
      const now = clock.now();
      if (!focused && !tooltip.hasAttribute('data-dismissed') && showsFrom !== null && now >= showsFrom) tooltipClosed(now);
      showsFrom = null;
      hovered = false;
      track();
    });
    tooltip.addEventListener('focusin', () => {
      reopen();
      focused = true;
      track();
    });
    tooltip.addEventListener('focusout', () => {
      focused = false;
      track();
    });
  }
}

/** The tooltips of each page with the pointer or focus on them; one Escape listener per page dismisses them. */
const activeTooltips = new WeakMap<Document, Set<HTMLElement>>();

function activeTooltipsOf(doc: Document): Set<HTMLElement> {
  let active = activeTooltips.get(doc);
  if (!active) {
    const tooltips = (active = new Set());
    activeTooltips.set(doc, tooltips);
    doc.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      // A tooltip replaced with its jackpot is no longer on the page.
      for (const tooltip of tooltips) {
        if (tooltip.isConnected) tooltip.setAttribute('data-dismissed', '');
        else tooltips.delete(tooltip);
      }
    });
  }
  return active;
}
