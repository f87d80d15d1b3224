import { useState } from 'react';
import { ApiError, useGenerate, type GenerateResponse } from '@pickwise/api-client';
import { useReplay } from '@pickwise/api-client/share';
import { notify } from '@pickwise/ui';
import { DEFAULT_SETS_PER_REQUEST, type Game } from '@pickwise/lottery';
import { METHOD_COPY } from '@pickwise/site/copy';
import { trackEvent } from '../analytics.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import type { DisplayedSet } from './displayed-set.js';
import { localRandomSets } from './local-fallback.js';
import { saveSets } from './saved-sets.js';
import { summarizeOptions, type RequestOptions } from './method-options.js';
import { todayUtc, type SharedRequest } from './share-link.js';

/**
 * Whether a failed call should be answered with local picks: the generator could not be reached
 * (network, 5xx) or answered with something unusable. A 4xx is the server refusing this request,
 * which local picks would only hide.
 */
function callsForLocalFallback(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.status < 400;
}

function isUsableResponse(response: GenerateResponse | undefined): response is GenerateResponse {
  return Boolean(response && Array.isArray(response.sets));
}

function displayedSets(response: GenerateResponse): DisplayedSet[] {
  return response.sets.map((set, index) => ({
    id: `${response.seed}-${index}`,
    mainNumbers: set.main,
    specialNumbers: set.special,
    method: set.method,
    ...(set.meta ? { meta: set.meta } : {}),
    isLocalFallback: false,
  }));
}

/** A horoscope without a date gets the one the service would take, so its share link gives the same sets tomorrow. */
const withDate = (request: RequestOptions): RequestOptions =>
  request.method === 'horoscope' && !request.options.date ? { method: 'horoscope', options: { ...request.options, date: todayUtc() } } : request;

/**
 * The generator screen's generation flow (docs/product-spec.md §4): pending, then the sets replace the list with a
 * success toast; an empty answer or a refusal gives an error toast; an unreachable generator gives
 * five local random sets and the offline banner instead of a success toast.
 */
export function useNumberGeneration(game: Game) {
  const { t, pick } = usePublicSiteTexts();
  const generate = useGenerate();
  const replayCall = useReplay();
  const [sets, setSets] = useState<DisplayedSet[]>([]);
  /** What reproduces the sets shown (their share link), or null. */
  const [shared, setShared] = useState<SharedRequest | null>(null);
  /** Why a share link's sets could not be shown, or null. */
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [isOffline, setOffline] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const showSets = (next: DisplayedSet[], offline: boolean, methodName: string) => {
    setSets(next);
    setOffline(offline);
    const text = offline
      ? t('generator.announceOffline', { count: next.length, game: game.name })
      : t('generator.announce', { count: next.length, game: game.name, method: methodName });
    // A live region only speaks when its text changes: a repeated result gets a trailing no-break space.
    setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
  };

  /** Runs one generation; resolves when the screen shows its outcome (dialogs close then). */
  async function run(asked: RequestOptions, fewerShared = false): Promise<void> {
    const request = withDate(asked);
    const methodName = pick(METHOD_COPY[request.method].name);
    trackEvent({
      name: 'generate_click',
      params: { game_name: game.name, generation_method: request.method, options_summary: summarizeOptions(request) },
    });
    let response: GenerateResponse;
    try {
      const answer = await generate.mutateAsync({
        game: game.id,
        method: request.method,
        count: DEFAULT_SETS_PER_REQUEST,
        ...(request.options ? { options: { ...request.options } } : {}),
        ...(fewerShared ? { fewerShared } : {}),
      });
      if (!isUsableResponse(answer)) throw new Error('Invalid response format');
      response = answer;
    } catch (error) {
      if (callsForLocalFallback(error)) {
        console.error('Generation failed; showing local random picks.', error);
        const local = localRandomSets(game, DEFAULT_SETS_PER_REQUEST, { fewerShared });
        showSets(local.sets, true, methodName);
        setShared({ request: { method: 'random' }, seed: local.seed, statsAsOf: 'none', fewerShared });
        return;
      }
      const serverMessage = error instanceof Error && error.message ? error.message : t('generator.defaultError');
      // Spec: an unknown game or invalid method reported by the server reads 'Validation error: …' (known by the envelope's code).
      const message = error instanceof ApiError && error.isValidation ? t('generator.validationError', { message: serverMessage }) : serverMessage;
      notify('error', { title: t('generator.failure', { message }) });
      return;
    }

    if (response.sets.length === 0) {
      notify('error', { title: t('generator.noSets') });
      return;
    }
    showSets(displayedSets(response), false, methodName);
    setShared({ request, seed: response.seed, statsAsOf: response.statsAsOf ?? 'none', fewerShared });
    saveSets(game.id, response.sets.map((set) => ({ main: set.main, special: set.special })));
    notify('success', { title: t('generator.success') });
  }

  /**
   * Shows a share link's sets (POST /api/generate/replay, not logged as a new generation). With the
   * generator unreachable, a link made without statistics by the random method is answered in the
   * browser by the same code; any other link says why it cannot be shown.
   */
  async function replay(link: SharedRequest): Promise<void> {
    const { request } = link;
    const methodName = pick(METHOD_COPY[request.method].name);
    setLinkProblem(null);
    try {
      const answer = await replayCall.mutateAsync({
        game: game.id,
        method: request.method,
        count: DEFAULT_SETS_PER_REQUEST,
        seed: link.seed,
        statsAsOf: link.statsAsOf,
        ...(request.options ? { options: { ...request.options } } : {}),
        ...(link.fewerShared ? { fewerShared: true } : {}),
      });
      if (!isUsableResponse(answer)) throw new Error('Invalid response format');
      showSets(displayedSets(answer), false, methodName);
      setShared(link);
    } catch (error) {
      if (callsForLocalFallback(error) && request.method === 'random' && link.statsAsOf === 'none') {
        showSets(localRandomSets(game, DEFAULT_SETS_PER_REQUEST, { seed: link.seed, fewerShared: link.fewerShared }).sets, true, methodName);
        setShared(link);
        return;
      }
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setLinkProblem(refused ? t('generator.shareLink.refused', { message: error.message }) : t('generator.shareLink.unavailable'));
    }
  }

  return {
    run,
    replay,
    sets,
    isOffline,
    announcement,
    isPending: generate.isPending || replayCall.isPending,
    shared,
    linkProblem,
    /** For a link the page itself finds malformed. */
    setLinkProblem,
  };
}
