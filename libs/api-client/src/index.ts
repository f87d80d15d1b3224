export { ApiError, api, createApiClient, unwrapEnvelope, type ApiClientOptions } from './client.js';
export { queryClient, queryKeys, useDrawStats, useDraws, useGames, useGenerate, useHealth, useJackpots, useMethods } from './queries.js';
export type * from './types.js';
