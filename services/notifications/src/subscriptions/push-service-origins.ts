/**
 * Whether a push subscription's endpoint is on one of the allowed push services (PUSH_SERVICE_ORIGINS,
 * as config.ts keeps them: lower-case `scheme://host[:port]` or `scheme://*.domain[:port]`). The
 * service POSTs to stored endpoints, so this is what keeps a subscription from pointing it at an
 * internal address (SSRF).
 */
export function isAllowedPushEndpoint(endpoint: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  // Credentials in a push URL are no push service's; refusing them keeps the host check unambiguous.
  if (url.username || url.password) return false;
  return allowedOrigins.some((origin) => matchesOrigin(url, origin));
}

function matchesOrigin(url: URL, origin: string): boolean {
  const match = /^(https?:)\/\/(\*\.)?([^:/]+)(?::(\d+))?$/.exec(origin);
  if (!match) return false;
  const [, scheme, wildcard, host, port] = match;
  if (url.protocol !== scheme || url.port !== normalPort(scheme, port)) return false;
  // A wildcard stands for one or more labels in front of the domain, never the domain alone.
  return wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host;
}

/** URL.port is empty for the scheme's default port, whether or not the URL wrote it. */
const normalPort = (scheme: string, port: string | undefined): string => {
  if (port === undefined) return '';
  return (scheme === 'https:' && port === '443') || (scheme === 'http:' && port === '80') ? '' : String(Number(port));
};
