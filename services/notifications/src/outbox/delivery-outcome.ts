/** What became of one attempt to hand a message to a push service or the SMTP server. */
export type DeliveryOutcome =
  /** Accepted: the message is sent. */
  | { kind: 'sent' }
  /** Nobody to send it to any more (no confirmed address, the subscription removed, the draw it announces begun): dropped. */
  | { kind: 'dropped'; reason: string }
  /** The push subscription can take no message (its push service answered 404/410, or no message can be encrypted for its keys): it is removed, the message dropped. */
  | { kind: 'gone'; reason: string }
  /** Worth trying again later (network, timeout, 429, 5xx, an SMTP 4xx); `retryAfterMs` when the server said when. */
  | { kind: 'retry'; reason: string; retryAfterMs?: number }
  /** Refused for good (another 4xx, an SMTP 5xx): trying again would be refused the same way. */
  | { kind: 'failed'; reason: string };

/** A `Retry-After` header (RFC 9110 §10.2.3: seconds or an HTTP date) in milliseconds from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: Date): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header.trim()) : undefined;
  if (seconds !== undefined) return seconds * 1_000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}
