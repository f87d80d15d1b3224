import { sendAnalyticsEvent } from '@pickwise/site/analytics';
import { enhanceCountdowns } from './countdowns.js';
import type { IslandTexts } from './island-page.js';
import { refreshJackpots } from './jackpot-refresh.js';
import { enhanceTooltips } from './tooltips.js';

/**
 * The home page served with islands (loaded by main.ts on a page with the games' grid): the cards'
 * countdowns, the jackpots kept fresh, and the interactions HomePage.tsx and GameCard.tsx have in the
 * application: the buttons marked `data-scrolls-to` scroll to that heading (at once under reduced
 * motion) and move the focus there; a card's GENERATE records `game_card_click`.
 */
export function enhanceHome(doc: Document, win: Window, texts: IslandTexts): void {
  enhanceCountdowns(doc, texts, doc.documentElement.lang);
  refreshJackpots(doc, win, (jackpot) => enhanceTooltips(doc, jackpot));
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
