/**
 * A Web Push message of the notifications service (services/notifications `push/`): the JSON
 * `{ title, body, url, tag }` it encrypts (RFC 8291), already in the recipient's language. Read
 * by hand, no zod in the service worker; `url` must be a path of this site, so a notification
 * can only ever open PickWise.
 */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the site (`/tickets`, `/es/games/powerball/generate`): what a click opens. */
  url: string;
  /** Messages of one tag replace each other on the screen (one draw's results, one game's jackpot). */
  tag: string;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A path of this site (a single leading slash: "//host" would leave it), or undefined. */
export function sitePathOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : undefined;
}

/** The message a push event's data holds, or undefined for anything else. */
export function pushMessageOf(data: unknown): PushMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { title, body, url, tag } = data as Record<string, unknown>;
  const path = sitePathOf(url);
  if (!isText(title) || typeof body !== 'string' || path === undefined || !isText(tag)) return undefined;
  return { title, body, url: path, tag };
}
