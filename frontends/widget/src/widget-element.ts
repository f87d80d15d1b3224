import type { OpenGameSummary } from '@pickwise/contracts';
import { WIDGET_CSS } from './styles.js';
import { gamePageUrl, jackpotText, readSummary, summaryUrl } from './summary.js';
import { WIDGET_TEXTS, countdownText, drawDateText, drawTimeText, millisecondsToNextMinute, widgetLanguage, type WidgetLanguage } from './texts.js';

/** After the draw time has passed, the summary is read again this often until it names the next draw. */
const AFTER_DRAW_REFRESH_MS = 10 * 60_000;

let sheet: CSSStyleSheet | undefined;
/** One constructed stylesheet shared by every widget of the page (adopted, never written as a `<style>`). */
function widgetSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(WIDGET_CSS);
  }
  return sheet;
}

/** An element with its class and text; built with the DOM, never from HTML strings (no innerHTML: Trusted Types hosts refuse it). */
function element<Name extends keyof HTMLElementTagNameMap>(name: Name, className?: string, text?: string): HTMLElementTagNameMap[Name] {
  const created = document.createElement(name);
  if (className) created.className = className;
  if (text !== undefined) created.textContent = text;
  return created;
}

/**
 * `<pickwise-widget game="powerball" lang="es">`: a game's next jackpot, the time left before its
 * next draw and its latest verified result, read from the site the script came from. It keeps
 * nothing (no cookie, no storage), sends no referrer and no credentials, and reads nothing else.
 */
export class PickWiseWidget extends HTMLElement {
  static observedAttributes = ['game', 'lang'];
  /** The site's origin: where the script was loaded from (set by main.ts before the element is defined). */
  static origin = '';

  readonly #root: ShadowRoot;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #request: AbortController | undefined;
  #loadQueued = false;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    this.#root.adoptedStyleSheets = [widgetSheet()];
  }

  connectedCallback(): void {
    this.#queueLoad();
  }

  disconnectedCallback(): void {
    this.#stop();
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.#queueLoad();
  }

  /** One read for the attributes and the connection an upgrade reports together. */
  #queueLoad(): void {
    if (this.#loadQueued) return;
    this.#loadQueued = true;
    queueMicrotask(() => {
      this.#loadQueued = false;
      if (this.isConnected) void this.#load();
    });
  }

  get #language(): WidgetLanguage {
    return widgetLanguage(this.getAttribute('lang'), this.closest('[lang]')?.getAttribute('lang'));
  }

  #stop(): void {
    clearTimeout(this.#timer);
    this.#request?.abort();
  }

  async #load(): Promise<void> {
    this.#stop();
    const game = this.getAttribute('game')?.trim() ?? '';
    const language = this.#language;
    const texts = WIDGET_TEXTS[language];
    // What is shown stays, marked busy, while it is read again (after a draw, on a new language).
    const shown = this.#root.firstElementChild;
    if (shown) shown.setAttribute('aria-busy', 'true');
    else this.#frame(texts.label(game), true).append(element('p', undefined, texts.loading));
    if (game === '') return this.#fail(language);
    const request = new AbortController();
    this.#request = request;
    try {
      const response = await fetch(summaryUrl(PickWiseWidget.origin, game, language), { credentials: 'omit', referrerPolicy: 'no-referrer', signal: request.signal });
      const summary = response.ok ? readSummary(await response.json()) : undefined;
      if (request.signal.aborted) return;
      if (!summary) return this.#fail(language);
      this.#show(summary, language);
    } catch {
      if (!request.signal.aborted) this.#fail(language);
    }
  }

  /** The widget's region, named for the game, replacing what was shown. */
  #frame(label: string, busy: boolean): HTMLElement {
    const frame = element('section', 'w');
    frame.setAttribute('aria-label', label);
    frame.setAttribute('aria-busy', String(busy));
    frame.setAttribute('part', 'widget');
    this.#root.replaceChildren(frame);
    return frame;
  }

  #fail(language: WidgetLanguage): void {
    const texts = WIDGET_TEXTS[language];
    this.#frame(texts.label(this.getAttribute('game') ?? ''), false).append(element('p', undefined, texts.unavailable));
  }

  #show(summary: OpenGameSummary, language: WidgetLanguage): void {
    const texts = WIDGET_TEXTS[language];
    const frame = this.#frame(texts.label(summary.name), false);
    // The host decides where the widget sits in its outline (`heading-level`, 2 by default).
    const level = Math.min(6, Math.max(2, Number(this.getAttribute('heading-level')) || 2));
    frame.append(element(`h${level}` as 'h2', undefined, summary.name));

    const list = element('dl');
    const entry = (term: string, ...details: Node[]) => {
      const group = element('div');
      const detail = element('dd');
      detail.append(...details);
      group.append(element('dt', undefined, term), detail);
      list.append(group);
    };

    const jackpot = summary.nextDraw.jackpot;
    entry(texts.nextJackpot, element('span', jackpot ? 'j' : 'm', jackpot ? jackpotText(jackpot.amount, jackpot.currency, language) : texts.noJackpot));

    // Not a live region: the countdown changes once a minute and is read when the reader reaches it.
    const countdown = element('time');
    countdown.dateTime = summary.nextDraw.at;
    entry(texts.nextDraw, countdown, element('span', 'm', ` (${drawTimeText(summary.nextDraw.at, language)})`));

    const result = summary.latestVerified;
    if (result) {
      const date = element('time', undefined, drawDateText(result.drawDate, language));
      date.dateTime = result.drawDate;
      const numbers = element('ol');
      const ball = (value: number, className?: string, name?: string) => {
        const item = element('li', className);
        if (name) item.append(element('span', 'h', `${name} `));
        item.append(String(value));
        numbers.append(item);
      };
      for (const value of result.main) ball(value);
      for (const value of result.special) ball(value, 's', texts.special);
      for (const value of result.bonus) ball(value, 'b', texts.bonus);
      entry(texts.latestResult, date, element('span', 'v', ` · ${texts.verified}`), numbers);
    } else {
      entry(texts.latestResult, element('span', 'm', texts.noVerifiedResult));
    }
    frame.append(list);

    const licence = element('p');
    const terms = element('a', undefined, summary.licence.name);
    terms.href = summary.licence.url;
    licence.append(`${summary.licence.text} `, terms);
    const more = element('p');
    const link = element('a', undefined, texts.more);
    link.href = gamePageUrl(PickWiseWidget.origin, summary.game, language);
    more.append(link);
    frame.append(licence, more);

    const drawAt = Date.parse(summary.nextDraw.at);
    const tick = () => {
      const left = drawAt - Date.now();
      countdown.textContent = countdownText(left, language);
      this.#timer = left > 0 ? setTimeout(tick, millisecondsToNextMinute(left)) : setTimeout(() => this.#queueLoad(), AFTER_DRAW_REFRESH_MS);
    };
    tick();
  }
}
