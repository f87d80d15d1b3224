import CircuitBreaker from 'opossum';
import { circuitBreakerState } from '../metrics/metrics.js';

export interface BreakerOptions {
  /** Label of the breaker in logs and in the `circuit_breaker_state` gauge, e.g. `provider:magayo`. */
  name: string;
  /** A call slower than this fails (ms). */
  timeoutMs?: number;
  /** Percentage of failures in the rolling window that opens the breaker. */
  errorThresholdPercentage?: number;
  /** How long the breaker stays open before letting one trial call through (ms). */
  resetTimeoutMs?: number;
  /**
   * Calls needed in the window before the breaker may open. opossum's default of 0 lets a single
   * early failure open it; a handful keeps one flaky call from cutting a provider off.
   */
  volumeThreshold?: number;
  rollingCountTimeoutMs?: number;
  /** Errors for which this returns true do not count as failures (e.g. a 404 says nothing about the provider's health). */
  errorFilter?: (error: unknown) => boolean;
}

const STATE_VALUE = { closed: 0, halfOpen: 1, open: 2 } as const;

/**
 * Wraps an async call (a provider fetch) in an opossum circuit breaker whose state is exported as
 * the `circuit_breaker_state{breaker}` gauge. Call with `breaker.fire(...args)`.
 */
export function createCircuitBreaker<TArgs extends unknown[], TResult>(
  action: (...args: TArgs) => Promise<TResult>,
  options: BreakerOptions,
): CircuitBreaker<TArgs, TResult> {
  const breaker = new CircuitBreaker(action, {
    name: options.name,
    timeout: options.timeoutMs ?? 10_000,
    errorThresholdPercentage: options.errorThresholdPercentage ?? 50,
    resetTimeout: options.resetTimeoutMs ?? 30_000,
    volumeThreshold: options.volumeThreshold ?? 5,
    rollingCountTimeout: options.rollingCountTimeoutMs ?? 60_000,
    ...(options.errorFilter ? { errorFilter: options.errorFilter } : {}),
  });
  const gauge = circuitBreakerState();
  gauge.set({ breaker: options.name }, STATE_VALUE.closed);
  breaker.on('open', () => gauge.set({ breaker: options.name }, STATE_VALUE.open));
  breaker.on('halfOpen', () => gauge.set({ breaker: options.name }, STATE_VALUE.halfOpen));
  breaker.on('close', () => gauge.set({ breaker: options.name }, STATE_VALUE.closed));
  return breaker;
}

export type { CircuitBreaker };
