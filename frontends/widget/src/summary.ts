/**
 * The one document the widget reads, GET /api/open/<game>/summary.json (libs/contracts
 * openGameSummarySchema), checked by hand: zod alone would weigh more than the whole widget, and a
 * type import costs nothing. What does not have the schema's shape is not shown.
 */
import type { OpenGameSummary } from '@pickwise/contracts';
import { LOCALES, type WidgetLanguage } from './texts.js';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumbers = (value: unknown): value is number[] => Array.isArray(value) && value.every((item) => Number.isInteger(item));

/** The summary's fields the widget shows, or undefined when the answer is not a summary. */
export function readSummary(body: unknown): OpenGameSummary | undefined {
  if (!isRecord(body) || !isString(body['game']) || !isString(body['name']) || !isRecord(body['nextDraw']) || !isRecord(body['licence'])) return undefined;
  const { nextDraw, latestVerified, licence } = body;
  if (!isString(nextDraw['at']) || Number.isNaN(Date.parse(nextDraw['at']))) return undefined;
  const jackpot = nextDraw['jackpot'];
  if (jackpot !== null && !(isRecord(jackpot) && typeof jackpot['amount'] === 'number' && isString(jackpot['currency']))) return undefined;
  if (latestVerified !== null && !(isRecord(latestVerified) && isString(latestVerified['drawDate']) && isNumbers(latestVerified['main']) && isNumbers(latestVerified['special']) && isNumbers(latestVerified['bonus'])))
    return undefined;
  if (!isString(licence['name']) || !isString(licence['url']) || !isString(licence['text'])) return undefined;
  return body as unknown as OpenGameSummary;
}

/** Where the widget reads a game's summary, on the origin the script was served from. */
export function summaryUrl(origin: string, game: string, language: WidgetLanguage): string {
  return `${origin}/api/open/${encodeURIComponent(game)}/summary.json?lang=${language}`;
}

/** The game's draw history on the site, in the widget's language. */
export function gamePageUrl(origin: string, game: string, language: WidgetLanguage): string {
  return `${origin}${language === 'es' ? '/es' : ''}/history/${encodeURIComponent(game)}`;
}

/**
 * A jackpot as the site writes it, in millions or billions with three significant digits:
 * "$432M" in English, "432 M US$" in Spanish (the language's own currency placement).
 */
export function jackpotText(amount: number, currency: string, language: WidgetLanguage): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency, notation: 'compact', maximumSignificantDigits: 3 }).format(amount);
}
