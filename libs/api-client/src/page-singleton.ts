/**
 * What the separate entry points (`./account`, `./admin`, `./contact`, `./history`, `./share`, …) use of the page's one api-client: its
 * query client, auth session and client, request function, envelope reader and error class. They are bundled into the remote
 * that uses them, apart from the shared singleton, so these come through the package name, which
 * Module Federation resolves to the shell's copy; a relative import would bundle a second query
 * client and a second auth store into the remote.
 */
// eslint-disable-next-line @nx/enforce-module-boundaries -- the package name is what reaches the shared singleton (see above)
export {
  ApiError,
  api,
  createApiRequest,
  currentAccessToken,
  loadAuthClient,
  queryClient,
  queryKeys,
  queryString,
  refreshedAccessToken,
  unwrapEnvelope,
  useAuthSession,
  type ApiClientOptions,
} from '@pickwise/api-client';
