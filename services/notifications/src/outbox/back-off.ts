/** A message is given up (`failed`) after this many attempts: with the default 30 s base, about two hours of trying. */
export const MAX_ATTEMPTS = 8;
/** No wait between attempts is longer than this, whatever the attempt or a server's Retry-After. */
export const MAX_RETRY_DELAY_MS = 6 * 3_600_000;
/** ± this share of the wait, so the messages a push service refused together do not all come back at the same instant. */
const JITTER = 0.2;

/**
 * The wait before attempt `attempts + 1`, after `attempts` failed ones: `baseMs` × 2^(attempts − 1)
 * (30 s, 1 min, 2 min, …), ± 20 %, at most 6 h, and never shorter than the server's `Retry-After`.
 * `random` is in [0, 1).
 */
export function retryDelayMs(attempts: number, baseMs: number, retryAfterMs: number | undefined, random: () => number = Math.random): number {
  const exponential = baseMs * 2 ** Math.max(0, attempts - 1);
  const jittered = exponential * (1 - JITTER + 2 * JITTER * random());
  return Math.round(Math.min(MAX_RETRY_DELAY_MS, Math.max(jittered, retryAfterMs ?? 0)));
}
