/**
 * `@pickwise/api-client/share`: a share link's sets again (POST /api/generate/replay). A separate
 * entry point like `./history`, so it reaches only the generator screen's chunk, not the home page's first load.
 */
import { useMutation } from '@tanstack/react-query';
import type { GenerateResponse, ReplayRequest } from '@pickwise/contracts';
import { createApiRequest } from '../page-singleton.js';

const request = createApiRequest();

export const shareApi = {
  /** The same sets from seed, options and statsAsOf; the generation service does not log it as a new generation. */
  replay: (body: ReplayRequest) =>
    request<GenerateResponse>('/api/generate/replay', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
};

/** POST /api/generate/replay as a mutation, asked once (a failure is shown, or answered locally where it can be). */
export function useReplay() {
  return useMutation({ mutationFn: shareApi.replay, retry: 0 });
}
