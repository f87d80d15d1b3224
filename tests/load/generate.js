// k6: POST /api/generate (5 Powerball sets) through the gateway and NATS at 2,000 requests/s.
// Budget (ARCHITECTURE.md §10): p99 under 15 ms. Run: k6 run -e BASE_URL=http://localhost:8080 tests/load/generate.js
import http from 'k6/http';
import { check } from 'k6';

const baseUrl = __ENV.BASE_URL || 'http://localhost:8080';
const methods = ['random', 'ai', 'markov', 'hotcold', 'balance'];

export const options = {
  scenarios: {
    generate: {
      executor: 'constant-arrival-rate',
      rate: Number(__ENV.RATE || 2000),
      timeUnit: '1s',
      duration: __ENV.DURATION || '1m',
      preAllocatedVUs: 100,
      maxVUs: 400,
    },
  },
  thresholds: {
    'http_req_duration{name:generate}': ['p(99)<15'],
    'http_req_failed{name:generate}': ['rate<0.001'],
    checks: ['rate>0.999'],
    dropped_iterations: ['count<100'],
  },
};

export default function () {
  const method = methods[__ITER % methods.length];
  const response = http.post(`${baseUrl}/api/generate`, JSON.stringify({ game: 'powerball', method, count: 5 }), {
    headers: { 'content-type': 'application/json' },
    tags: { name: 'generate' },
  });
  check(response, {
    'status 200': (r) => r.status === 200,
    'five sets': (r) => (r.json('data.sets') || []).length === 5,
  });
}
