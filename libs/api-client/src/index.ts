export { ApiError, api, createApiClient, unwrapEnvelope, type ApiClientOptions } from './client.js';
export { hasStoredSession, loadAuthClient, useAuthSession, type AuthState, type AuthStatus } from './auth.js';
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
