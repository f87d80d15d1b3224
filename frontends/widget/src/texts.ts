/**
 * The widget's words and formats in English and Spanish: pure functions of their inputs (no DOM, no
 * clock), so the unit tests read exactly what a visitor reads.
 */
export const WIDGET_LANGUAGES = ['en', 'es'] as const;
export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];

/** A host's `lang` attribute, else its page's `<html lang>`, narrowed to a language the widget speaks (English otherwise). */
export function widgetLanguage(...candidates: Array<string | null | undefined>): WidgetLanguage {
  for (const candidate of candidates) {
    const primary = candidate?.trim().toLowerCase().split('-')[0];
    if (primary === 'en' || primary === 'es') return primary;
  }
  return 'en';
}

interface WidgetTexts {
  /** The region's name, with the game's. */
  label: (game: string) => string;
  nextJackpot: string;
  nextDraw: string;
  latestResult: string;
  verified: string;
  noVerifiedResult: string;
  noJackpot: string;
  loading: string;
  unavailable: string;
  /** The link to the game's page on the site (opened in a new tab). */
  more: string;
  drawingNow: string;
  lessThanAMinute: string;
  units: { day: [string, string]; hour: [string, string]; minute: [string, string] };
  special: string;
  bonus: string;
  /** How the countdown's parts are joined: "2 days, 4 hours and 12 minutes". */
  and: string;
}

export const WIDGET_TEXTS: Record<WidgetLanguage, WidgetTexts> = {
  en: {
    label: (game) => `${game} on PickWise`,
    nextJackpot: 'Next jackpot',
    nextDraw: 'Next draw in',
    latestResult: 'Latest verified result',
    verified: 'Verified',
    noVerifiedResult: 'No verified result yet',
    noJackpot: 'Not announced yet',
    loading: 'Loading…',
    unavailable: 'The results cannot be shown right now.',
    more: 'Numbers and history on PickWise',
    drawingNow: 'Drawing now',
    lessThanAMinute: 'less than a minute',
    units: { day: ['day', 'days'], hour: ['hour', 'hours'], minute: ['minute', 'minutes'] },
    special: 'Special number',
    bonus: 'Bonus',
    and: 'and',
  },
  es: {
    label: (game) => `${game} en PickWise`,
    nextJackpot: 'Próximo bote',
    nextDraw: 'Próximo sorteo en',
    latestResult: 'Último resultado verificado',
    verified: 'Verificado',
    noVerifiedResult: 'Aún no hay un resultado verificado',
    noJackpot: 'Aún sin anunciar',
    loading: 'Cargando…',
    unavailable: 'Ahora no se pueden mostrar los resultados.',
    more: 'Números e historial en PickWise',
    drawingNow: 'Sorteo en curso',
    lessThanAMinute: 'menos de un minuto',
    units: { day: ['día', 'días'], hour: ['hora', 'horas'], minute: ['minuto', 'minutos'] },
    special: 'Número especial',
    bonus: 'Complementario',
    and: 'y',
  },
};

const MINUTE_MS = 60_000;

/**
 * The time left before a draw in words, to the minute: "2 days, 4 hours and 12 minutes",
 * "menos de un minuto"; days are given only with hours, minutes only under a day. The widget shows
 * it once a minute, so nothing changes faster than a screen reader can follow.
 */
export function countdownText(millisecondsLeft: number, language: WidgetLanguage): string {
  const texts = WIDGET_TEXTS[language];
  if (millisecondsLeft <= 0) return texts.drawingNow;
  if (millisecondsLeft < MINUTE_MS) return texts.lessThanAMinute;
  const totalMinutes = Math.floor(millisecondsLeft / MINUTE_MS);
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  const part = (count: number, [one, many]: [string, string]) => `${count} ${count === 1 ? one : many}`;
  const parts = days > 0 ? [part(days, texts.units.day), part(hours, texts.units.hour)] : [hours > 0 ? part(hours, texts.units.hour) : '', part(minutes, texts.units.minute)];
  const shown = parts.filter((text) => text !== '');
  return shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} ${texts.and} ${shown.at(-1)!}`;
}

/** How long until the widget's countdown text next changes: at the next whole minute left. */
export function millisecondsToNextMinute(millisecondsLeft: number): number {
  if (millisecondsLeft <= 0) return Number.POSITIVE_INFINITY;
  return millisecondsLeft % MINUTE_MS || MINUTE_MS;
}

export const LOCALES: Record<WidgetLanguage, string> = { en: 'en-US', es: 'es-ES' };

/** A draw's calendar date (`2026-12-02`) in words: "Wed, Dec 2, 2026", "mié, 2 dic 2026"; the date as given when it is no date. */
export function drawDateText(isoDate: string, language: WidgetLanguage): string {
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(LOCALES[language], { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** The next draw's moment in the reader's own time zone: "Sat, Dec 5, 10:59 PM" / "sáb, 5 dic, 22:59". */
export function drawTimeText(isoTimestamp: string, language: WidgetLanguage, timeZone?: string): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return isoTimestamp;
  return new Intl.DateTimeFormat(LOCALES[language], { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) }).format(date);
}
