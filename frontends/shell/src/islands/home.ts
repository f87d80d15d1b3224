import { sendAnalyticsEvent } from '@pickwise/site';

/**
 * The home page's own interactions on a page served with islands, as HomePage.tsx and GameCard.tsx
 * have them in the application: the buttons marked `data-scrolls-to` scroll to that heading (at once
 * under reduced motion) and move the focus there; a card's GENERATE records `game_card_click`.
 */
export function enhanceHome(doc: Document, win: Pick<Window, 'matchMedia'>): void {
  for (const button of doc.querySelectorAll<HTMLElement>('[data-scrolls-to]')) {
    button.addEventListener('click', () => {
      const heading = doc.getElementById(button.dataset['scrollsTo'] ?? '');
      if (!heading) return;
      const reducedMotion = win.matchMedia('(prefers-reduced-motion: reduce)').matches;
      heading.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
      heading.focus({ preventScroll: true });
    });
  }
  for (const link of doc.querySelectorAll<HTMLElement>('[data-game-card-generate]')) {
    link.addEventListener('click', () => sendAnalyticsEvent('game_card_click', { game_name: link.dataset['gameCardGenerate'], action_type: 'generate' }));
  }
}
