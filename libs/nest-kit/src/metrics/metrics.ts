import client from 'prom-client';

/**
 * The process-wide Prometheus registry and the metrics every service shares. Created once per
 * process (several Nest apps in one test process must not register twice).
 */
export const metricsRegistry = client.register;

let defaultsCollected = false;
export function collectDefaultMetricsOnce(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  client.collectDefaultMetrics({ register: metricsRegistry });
}

/** The metric registered under `name`, created by `create` the first time (once per process). */
export function getOrCreate<T>(name: string, create: () => T): T {
  return (metricsRegistry.getSingleMetric(name) as T | undefined) ?? create();
}

// Buckets for a system whose budget is a few milliseconds per request.
const FAST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.015, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** A histogram of durations in seconds with the fast buckets, registered once per process. */
const durationHistogram = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
  getOrCreate(name, () => new client.Histogram<L>({ name, help, labelNames, buckets: FAST_BUCKETS, registers: [metricsRegistry] }));

export const httpRequestDuration = () =>
  durationHistogram('http_request_duration_seconds', 'HTTP request duration by route pattern, method and status', ['route', 'method', 'status']);

export const natsRequestDuration = () =>
  durationHistogram('nats_request_duration_seconds', 'Client-side duration of NATS requests by subject and outcome (ok, error, unavailable)', ['subject', 'outcome']);

export const natsHandlerDuration = () =>
  durationHistogram('nats_handler_duration_seconds', 'Duration of incoming NATS message handlers by subject and outcome', ['subject', 'outcome']);

const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
  getOrCreate(name, () => new client.Counter<L>({ name, help, labelNames, registers: [metricsRegistry] }));

export const natsExpiredRequests = () =>
  counter('nats_requests_expired_total', 'Requests a replica dropped unanswered because their deadline had passed before their turn (it had stalled)', ['subject']);

export const natsRequestCopies = () =>
  counter(
    'nats_request_copies_total',
    'Copies of NATS requests sent again to another replica, by subject and reason (slow: no answer in NATS_HEDGE_AFTER_MS; gone: the replica had no subscriber)',
    ['subject', 'reason'],
  );

// Buckets for calls to outside providers, which take from tens of milliseconds to their timeout.
const PROVIDER_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30];

export const providerRequestDuration = () =>
  getOrCreate(
    'provider_request_duration_seconds',
    () =>
      new client.Histogram({
        name: 'provider_request_duration_seconds',
        help: 'Duration of HTTP calls to outside data providers by provider and outcome (ok, http_error, timeout, network, too_large)',
        labelNames: ['provider', 'outcome'] as const,
        buckets: PROVIDER_BUCKETS,
        registers: [metricsRegistry],
      }),
  );

export const circuitBreakerState = () =>
  getOrCreate(
    'circuit_breaker_state',
    () =>
      new client.Gauge({
        name: 'circuit_breaker_state',
        help: 'Circuit breaker state by breaker name: 0 closed, 1 half-open, 2 open',
        labelNames: ['breaker'] as const,
        registers: [metricsRegistry],
      }),
  );

export { client as promClient };
