/**
 * The path a request's target names, as the router reads it: the path of an absolute-form target
 * (`GET http://host/api/games`), percent-decoded (`/%61pi/games` is `/api/games`); the raw path when
 * it cannot be decoded. Whatever decides by path (the API's JSON answers, the rate limit) must read
 * this, not the raw URL, or an encoded spelling of `/api` takes another road than the route it reaches.
 */
export function requestPath(url: string): string {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://gateway.invalid').pathname;
  } catch {
    return url;
  }
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
