import { drawCountdown, findGame } from '@pickwise/lottery';
import { fillText, type IslandTexts } from './island-page.js';

/** docs/product-spec.md §9: the countdowns update every 60 s. */
const COUNTDOWN_TICK_MS = 60_000;

/**
 * The game cards' countdowns on a page served with islands (the home page): each placeholder the
 * page was rendered with (`p.ps-countdown[data-game]`, frontends/public-site Countdown.tsx) gets the
 * same lines the application's Countdown shows, from the visitor's clock, once a minute.
 */
export function enhanceCountdowns(doc: Document, texts: IslandTexts, language: string, now: () => Date = () => new Date()): void {
  const countdowns = [...doc.querySelectorAll<HTMLElement>('p.ps-countdown[data-game]')];
  if (countdowns.length === 0) return;
  const update = () => {
    const at = now();
    for (const countdown of countdowns) {
      const game = findGame(countdown.dataset['game'] ?? '');
      if (game) showCountdown(doc, countdown, drawCountdown(game, at, language), texts);
    }
  };
  update();
  setInterval(update, COUNTDOWN_TICK_MS);
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, text: string, attributes: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.textContent = text;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

/** Countdown.tsx's lines: 'Next draw: 2d 3h 4m' (the label for screen readers) and the draw's time, or 'Drawing now!'. */
function showCountdown(doc: Document, countdown: HTMLElement, state: ReturnType<typeof drawCountdown>, texts: IslandTexts): void {
  const lines = countdown.querySelector(':scope > span:not(.pw-icon)');
  if (!lines) return;
  countdown.classList.toggle('ps-countdown--now', state.drawingNow);
  const figures = state.drawingNow
    ? [element(doc, 'strong', texts.drawingNow)]
    : [
        element(doc, 'strong', fillText(texts.countdown, { ...state.remaining }), { 'aria-hidden': 'true' }),
        element(doc, 'span', fillText(texts.countdownLabel, { ...state.remaining }), { class: 'pw-visually-hidden' }),
      ];
  const drawTime = element(doc, 'time', state.drawTime, { class: 'ps-countdown__at', datetime: state.nextDrawAt.toISOString() });
  lines.replaceChildren(`${texts.nextDraw}: `, ...figures, drawTime);
}
