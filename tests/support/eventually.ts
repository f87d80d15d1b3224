/**
 * Retries `probe` until it returns a value other than undefined, for effects that happen off the
 * request's path (batched writes, cache refreshes). A probe may throw an Error saying what it sees
 * instead. The limit is minutes, far above an honest run on a slow machine; when it is reached the
 * error names what was awaited and the last thing the probe saw.
 */
export interface EventuallyOptions {
  timeoutMs?: number;
  intervalMs?: number;
}

export async function eventually<T>(waitingFor: string, probe: () => Promise<T | undefined>, { timeoutMs = 120_000, intervalMs = 50 }: EventuallyOptions = {}): Promise<T> {
  const started = Date.now();
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    const elapsed = Date.now() - started;
    if (elapsed > timeoutMs) {
      const lastSeen = lastError === undefined ? 'nothing (the probe kept answering undefined)' : lastError instanceof Error ? lastError.message : String(lastError);
      throw new Error(`Gave up after ${Math.round(elapsed / 100) / 10} s waiting for ${waitingFor}; last seen: ${lastSeen}`, { cause: lastError });
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
