import { findGame, fromMinorUnits, languageLocale, numberFormat, salesCutoffAt, scheduledDrawDates, type CurrencyCode, type EvidenceProblem, type Game, type GameId } from '@pickwise/lottery';
import { localizedPath, type Language } from '@pickwise/i18n';
import { formatDrawDate } from '../history/draw-display.js';

/** The page's `t` (or a test's): every call passes its values, as i18next's overloads need. */
export type Translate = (key: string, values: Record<string, unknown>) => string;

const MINUS_SIGN = '\u2212';

/**
 * A pool amount (whole minor units, `…Minor`) in the language's currency format, always with its
 * cents: the split is made in whole cents, so a share is written to the cent (1.234,57 € / $1,234.57).
 * The cached Intl format of libs/lottery and the true minus sign, as the site's formatCurrency.
 */
export function formatMinor(amountMinor: number, currency: CurrencyCode, language: string): string {
  const format = numberFormat(languageLocale(language), { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });
  return format
    .formatToParts(fromMinorUnits(amountMinor, currency))
    .map((part) => (part.type === 'minusSign' ? MINUS_SIGN : part.value))
    .join('');
}

/**
 * An amount typed in the currency's units ('2', '2.5', '2,50', '1.234,56' is refused: digits and one
 * decimal separator only) as whole minor units, or undefined when it is not such an amount.
 */
export function parseMinor(text: string): number | undefined {
  const typed = text.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(typed)) return undefined;
  const [whole, cents = ''] = typed.split('.') as [string, string?];
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** A SHA-256 shortened for a list: its first and last eight digits. The full hash is always one click away. */
export const shortHash = (hash: string): string => (hash.length > 20 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash);

/** The link an invitation's token opens, in the page's language: `${origin}/pools/join/<token>` or `${origin}/es/pools/join/<token>`. */
export const invitationLink = (origin: string, language: Language, token: string): string => `${origin}${localizedPath(language, `/pools/join/${token}`)}`;

/** A game's name for the pool's screens (brand names are the same in both languages). */
export const gameName = (game: string): string => findGame(game as GameId)?.name ?? game;

/** The seal a problem names, in words: 'Seal 1 (Powerball, Dec 5, 2026)'. */
function sealWords(t: Translate, seal: { sequence: number; game: string; date: string }, language: string): string {
  return t('pools.problems.seal', { sequence: seal.sequence, game: gameName(seal.game), date: formatDrawDate(seal.date, language) });
}

/**
 * One problem of an evidence pack in the page's language (libs/lottery `verifyEvidencePack`'s kinds):
 * the seal by its sequence, game and date, the agreement by its version, the photo by its number.
 */
export function evidenceProblemText(t: Translate, problem: EvidenceProblem, language: string): string {
  const seal = 'seal' in problem ? sealWords(t, problem.seal, language) : '';
  switch (problem.kind) {
    case 'seal-hash':
    case 'chain':
    case 'other-pool':
    case 'photo-missing':
      return t(`pools.problems.${problem.kind}`, { seal });
    case 'sequence':
      return t('pools.problems.sequence', { seal, expected: problem.expected });
    case 'agreement-missing':
    case 'agreement-sealed-hash':
      return t(`pools.problems.${problem.kind}`, { seal, version: problem.version });
    case 'agreement-hash':
      return t('pools.problems.agreement-hash', { version: problem.version });
    case 'photo-hash':
    case 'photo-unreadable':
      return t(`pools.problems.${problem.kind}`, { photo: problem.photo });
  }
}

/** The verdict's first line: every seal and photo matched, or how many things did not. */
export function evidenceVerdictText(t: Translate, verdict: { seals: number; photos: number; problems: readonly unknown[] }): string {
  if (verdict.problems.length > 0) return t('pools.verify.problems', { count: verdict.problems.length });
  return t('pools.verify.verified', { seals: t('pools.verify.seals', { count: verdict.seals }), photos: t('pools.verify.photos', { count: verdict.photos }) });
}

/** The size an image is drawn at so its longer side is at most `maxSide` (never enlarged). */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The tries of the photo's scaling, largest first: each side limit with a few JPEG qualities. */
export const PHOTO_ATTEMPTS: readonly { maxSide: number; quality: number }[] = [2048, 1600, 1280, 1024, 800, 640].flatMap((maxSide) => [0.85, 0.7].map((quality) => ({ maxSide, quality })));

/** Bytes as the page's language writes a size: '600 KB'. */
export function formatKilobytes(bytes: number, language: string): string {
  return `${numberFormat(languageLocale(language), { maximumFractionDigits: 0, useGrouping: 'always' }).format(bytes / 1000)} KB`;
}

const DAY_MS = 86_400_000;

/**
 * The draws of a game a pool can still buy for: its scheduled dates of the next five weeks whose
 * sales cutoff (libs/lottery `salesCutoffAt`) is still ahead, soonest first, at most `count`.
 */
export function openDrawDates(game: Game, now: Date, count = 8): { date: string; salesCutoffAt: Date }[] {
  // From yesterday in UTC: a game's local date can be a day behind UTC's.
  const since = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
  const until = new Date(now.getTime() + 35 * DAY_MS).toISOString().slice(0, 10);
  return scheduledDrawDates(game, since, until)
    .map((date) => ({ date, salesCutoffAt: salesCutoffAt(game.id, date) }))
    .filter((draw) => draw.salesCutoffAt.getTime() > now.getTime())
    .slice(0, count);
}
