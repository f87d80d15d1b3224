/** Provider URLs: the configured base (with or without a trailing slash), a path and query parameters. */
export function providerUrl(baseUrl: string, path: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`;
}
