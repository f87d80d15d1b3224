// k6: GET /api/jackpots (12 games, served from the jackpots service's cache).
// Budget (ARCHITECTURE.md §10): p99 under 10 ms. Run: k6 run -e BASE_URL=http://localhost:8080 tests/load/jackpots.js
import http from 'k6/http';
import { check } from 'k6';

const baseUrl = __ENV.BASE_URL || 'http://localhost:8080';

export const options = {
  scenarios: {
    jackpots: {
      executor: 'constant-arrival-rate',
      rate: Number(__ENV.RATE || 1000),
      timeUnit: '1s',
      duration: __ENV.DURATION || '1m',
      preAllocatedVUs: 50,
      maxVUs: 200,
    },
  },
  thresholds: {
    'http_req_duration{name:jackpots}': ['p(99)<10'],
    'http_req_failed{name:jackpots}': ['rate<0.001'],
    checks: ['rate>0.999'],
  },
};

export default function () {
  const response = http.get(`${baseUrl}/api/jackpots`, { tags: { name: 'jackpots' } });
  check(response, {
    'status 200': (r) => r.status === 200,
    'twelve games': (r) => Object.keys(r.json('data') || {}).length === 12,
  });
}
