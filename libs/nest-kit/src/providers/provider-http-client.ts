import pRetry, { AbortError } from 'p-retry';
import { createCircuitBreaker, type BreakerOptions, type CircuitBreaker } from '../breaker/circuit-breaker.js';
import { providerRequestDuration } from '../metrics/metrics.js';

export interface ProviderHttpOptions {
  /** The provider's id: names its breaker (`provider:<id>`) and labels its latency metric. */
  provider: string;
  /** One attempt slower than this is aborted (ms). */
  timeoutMs?: number;
  /** Further attempts after a failed one (5xx, 429, timeout, network error); 4xx are not retried. */
  retries?: number;
  /** Wait before the first retry (ms); doubled for each further one. */
  retryDelayMs?: number;
  /** A response body larger than this is refused (bytes). */
  maxBodyBytes?: number;
  breaker?: Omit<BreakerOptions, 'name' | 'timeoutMs'>;
  /** Called for every request actually sent (each attempt; not when the breaker is open), e.g. to count calls against a quota. */
  onRequestSent?: (provider: string) => void;
}

export interface ProviderResponse {
  status: number;
  contentType: string;
  body: string;
}

export type ProviderFailureKind = 'http_error' | 'timeout' | 'network' | 'too_large' | 'breaker_open';

/** A provider call that failed, with a kind a run log and a metric can name. */
export class ProviderHttpError extends Error {
  constructor(
    readonly provider: string,
    readonly kind: ProviderFailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderHttpError';
  }

  /** A refusal of our request (4xx but 429) will not change on a retry and says nothing about the provider's health. */
  get isClientRefusal(): boolean {
    return this.status !== undefined && this.status >= 400 && this.status < 500 && this.status !== 429;
  }
}

const DEFAULTS = { timeoutMs: 15_000, retries: 2, retryDelayMs: 500, maxBodyBytes: 32 * 1024 * 1024 };

/** The URL without its query string, so an API key in the query never reaches a log or an error. */
export const redactUrl = (url: string): string => {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(invalid url)';
  }
};

async function readCapped(response: Response, maxBytes: number, provider: string): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new ProviderHttpError(provider, 'too_large', `response of ${declared} bytes is over the ${maxBytes}-byte limit`);
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new ProviderHttpError(provider, 'too_large', `response over the ${maxBytes}-byte limit`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * HTTP GETs to one outside data provider: each attempt has a timeout and goes through the
 * provider's opossum breaker (state in `circuit_breaker_state{breaker="provider:<id>"}`), failed
 * attempts are retried a bounded number of times with doubling back-off, and every attempt's
 * duration lands in `provider_request_duration_seconds{provider,outcome}`. An open breaker stops
 * the retries at once: the provider is not called until its reset timeout has passed.
 */
export class ProviderHttpClient {
  private readonly options: Required<Omit<ProviderHttpOptions, 'breaker' | 'onRequestSent'>> & Pick<ProviderHttpOptions, 'breaker' | 'onRequestSent'>;
  private readonly breaker: CircuitBreaker<[string, Record<string, string>], ProviderResponse>;

  constructor(options: ProviderHttpOptions) {
    this.options = { ...DEFAULTS, ...options };
    this.breaker = createCircuitBreaker((url: string, headers: Record<string, string>) => this.attempt(url, headers), {
      ...options.breaker,
      name: `provider:${options.provider}`,
      errorFilter: (error) => error instanceof ProviderHttpError && error.isClientRefusal,
      // A backstop only: each attempt aborts itself at timeoutMs.
      timeoutMs: this.options.timeoutMs + 1_000,
    });
  }

  get isOpen(): boolean {
    return this.breaker.opened;
  }

  /** The response of a GET with a 2xx status; anything else is a ProviderHttpError. */
  get(url: string, headers: Record<string, string> = {}): Promise<ProviderResponse> {
    const { provider, retries, retryDelayMs } = this.options;
    return pRetry(
      async () => {
        if (this.breaker.opened) throw new AbortError(new ProviderHttpError(provider, 'breaker_open', 'circuit breaker is open; provider not called'));
        try {
          return await this.breaker.fire(url, headers);
        } catch (error) {
          if (error instanceof ProviderHttpError && error.isClientRefusal) throw new AbortError(error);
          throw error;
        }
      },
      { retries, minTimeout: retryDelayMs, factor: 2, randomize: true },
    );
  }

  shutdown(): void {
    this.breaker.shutdown();
  }

  private async attempt(url: string, headers: Record<string, string>): Promise<ProviderResponse> {
    const { provider, timeoutMs, maxBodyBytes } = this.options;
    const stopTimer = providerRequestDuration().startTimer({ provider });
    this.options.onRequestSent?.(provider);
    try {
      const response = await fetch(url, { headers: { accept: '*/*', ...headers }, signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
      if (!response.ok) {
        await response.body?.cancel();
        throw new ProviderHttpError(provider, 'http_error', `HTTP ${response.status} from ${redactUrl(url)}`, response.status);
      }
      const body = await readCapped(response, maxBodyBytes, provider);
      stopTimer({ outcome: 'ok' });
      return { status: response.status, contentType: response.headers.get('content-type') ?? '', body };
    } catch (error) {
      const failure = this.describe(error, url);
      stopTimer({ outcome: failure.kind });
      throw failure;
    }
  }

  private describe(error: unknown, url: string): ProviderHttpError {
    const { provider, timeoutMs } = this.options;
    if (error instanceof ProviderHttpError) return error;
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      return new ProviderHttpError(provider, 'timeout', `no complete answer from ${redactUrl(url)} within ${timeoutMs} ms`);
    }
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return new ProviderHttpError(provider, 'network', `${error instanceof Error ? error.message : String(error)}${cause} (${redactUrl(url)})`);
  }
}
