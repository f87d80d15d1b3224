// k6: POST /api/generate (5 Powerball sets) through the gateway and NATS at 2,000 requests/s.
// Budget (docs/architecture.md §10): p99 under 15 ms. Run: k6 run -e BASE_URL=http://localhost:8080 tests/load/generate.js
import http from 'k6/http';
import { check } from 'k6';
import { baseUrl, budgetOptions } from './budget.js';

const methods = ['random', 'ai', 'markov', 'hotcold', 'balance'];

export const options = budgetOptions({ name: 'generate', rate: 2000, p99Ms: 15, vus: 100 });

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
