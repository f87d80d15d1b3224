// k6: GET /api/jackpots (12 games, served from the jackpots service's cache).
// Budget (docs/architecture.md §10): p99 under 10 ms. Run: k6 run -e BASE_URL=http://localhost:8080 tests/load/jackpots.js
import http from 'k6/http';
import { check } from 'k6';
import { baseUrl, budgetOptions } from './budget.js';


export const options = budgetOptions({ name: 'jackpots', rate: 1000, p99Ms: 10, vus: 50 });

export default function () {
  const response = http.get(`${baseUrl}/api/jackpots`, { tags: { name: 'jackpots' } });
  check(response, {
    'status 200': (r) => r.status === 200,
    'twelve games': (r) => Object.keys(r.json('data') || {}).length === 12,
  });
}
