import { isMethodId, type ZodiacSign } from '@pickwise/lottery';
import type { RequestOptions } from './method-options.js';

/** What a share link carries to give the same sets again (POST /api/generate/replay). */
export interface SharedRequest {
  request: RequestOptions;
  seed: string;
  /** The reply's statsAsOf: the newest draw in the statistics used, or 'none'. */
  statsAsOf: string;
  fewerShared: boolean;
}

/** Why a link cannot be replayed, found in the page; its text is `generator.shareLink.<problem>`. */
export type ShareLinkProblem = 'method' | 'incomplete' | 'noFavorites';

export type ShareLinkReading = { kind: 'none' } | { kind: 'link'; shared: SharedRequest } | { kind: 'invalid'; problem: ShareLinkProblem };

const list = (value: string | null): string[] => (value ? value.split(',').filter((item) => item !== '') : []);

/**
 * `/games/:id/generate?method=…&seed=…&asOf=…` plus `fewer=1` and the method's options
 * (`favorites=7,11`, `birthdates=…&importantDates=…`, `sign=leo&date=…`). Language-neutral: the
 * same query works under `/es/`.
 */
export function shareLinkPath(gameId: string, { request, seed, statsAsOf, fewerShared }: SharedRequest): string {
  const params = new URLSearchParams({ method: request.method, seed, asOf: statsAsOf });
  if (fewerShared) params.set('fewer', '1');
  if (request.method === 'lucky') params.set('favorites', request.options.favorites.join(','));
  if (request.method === 'birthday') {
    if (request.options.birthdates?.length) params.set('birthdates', request.options.birthdates.join(','));
    if (request.options.importantDates?.length) params.set('importantDates', request.options.importantDates.join(','));
  }
  if (request.method === 'horoscope') {
    params.set('sign', request.options.sign);
    if (request.options.date) params.set('date', request.options.date);
  }
  return `/games/${encodeURIComponent(gameId)}/generate?${params.toString()}`;
}

/**
 * Reads a share link's query. Only the shape is checked here (a method id, a seed, the statistics'
 * date); the values are validated by the API's zod schemas, whose message the page shows for a bad link.
 */
export function readShareLink(params: URLSearchParams): ShareLinkReading {
  const seed = params.get('seed');
  if (seed === null) return { kind: 'none' };
  const method = params.get('method') ?? 'random';
  if (!isMethodId(method)) return { kind: 'invalid', problem: 'method' };
  const statsAsOf = params.get('asOf');
  if (!seed || !statsAsOf) return { kind: 'invalid', problem: 'incomplete' };
  const base = { seed, statsAsOf, fewerShared: params.get('fewer') === '1' };
  switch (method) {
    case 'lucky': {
      const favorites = list(params.get('favorites'));
      // Lucky Numbers starts from favourites: a link without any (cut short, or typed by hand) has nothing to replay.
      if (favorites.length === 0) return { kind: 'invalid', problem: 'noFavorites' };
      // Text that is not a number travels as null and is refused by the API with its own message.
      return { kind: 'link', shared: { ...base, request: { method, options: { favorites: favorites.map(Number) } } } };
    }
    case 'birthday': {
      const birthdates = list(params.get('birthdates'));
      const importantDates = list(params.get('importantDates'));
      return {
        kind: 'link',
        shared: { ...base, request: { method, options: { ...(birthdates.length ? { birthdates } : {}), ...(importantDates.length ? { importantDates } : {}) } } },
      };
    }
    case 'horoscope': {
      const date = params.get('date');
      // An unknown sign is sent as given, for the API to refuse by name.
      const sign = (params.get('sign') ?? '') as ZodiacSign;
      return { kind: 'link', shared: { ...base, request: { method, options: { sign, ...(date ? { date } : {}) } } } };
    }
    default:
      return { kind: 'link', shared: { ...base, request: { method } } };
  }
}

/** Today's date as the generation service takes it when a horoscope request has none (UTC). */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);
