// Shared k6 settings: one constant-arrival-rate scenario per script, named after the request it
// sends, with the docs/architecture.md §10 p99 budget and an error-rate ceiling as thresholds.
export const baseUrl = __ENV.BASE_URL || 'http://localhost:8080';

export function budgetOptions({ name, rate, p99Ms, vus }) {
  return {
    scenarios: {
      [name]: {
        executor: 'constant-arrival-rate',
        rate: Number(__ENV.RATE || rate),
        timeUnit: '1s',
        duration: __ENV.DURATION || '1m',
        preAllocatedVUs: vus,
        maxVUs: vus * 4,
      },
    },
    thresholds: {
      [`http_req_duration{name:${name}}`]: [`p(99)<${p99Ms}`],
      [`http_req_failed{name:${name}}`]: ['rate<0.001'],
      checks: ['rate>0.999'],
      dropped_iterations: ['count<100'],
    },
  };
}
