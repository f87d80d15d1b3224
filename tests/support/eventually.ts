/**
 * Retries `probe` until it returns a value other than undefined, for effects that happen off the
 * request's path (batched writes, cache refreshes). Fails with the last error after `timeoutMs`.
 */
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 5_000, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms${lastError ? `: ${String(lastError)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
