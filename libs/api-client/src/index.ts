export { ApiError, api, createApiClient, createApiRequest, queryString, unwrapEnvelope, type ApiClientOptions, type ApiRequest } from './client.js';
export { currentAccessToken, hasStoredSession, refreshedAccessToken, loadAuthClient, useAuthSession, type AuthState, type AuthStatus } from './auth.js';
export {
  queryClient,
  queryKeys,
  useDrawStats,
  useDraws,
  useGames,
  useGenerate,
  useHealth,
  useJackpots,
  useMe,
  useMethods,
  useProfile,
  useUpdateProfile,
} from './queries.js';
export type * from './types.js';
