// k6: GET /api/draws (100 rows) at 1,000 requests/s. Budget (docs/architecture.md §10): p99 under 20 ms.
// Run: k6 run -e BASE_URL=http://localhost:8080 tests/load/draws.js
import http from 'k6/http';
import { check } from 'k6';
import { baseUrl, budgetOptions } from './budget.js';

const games = ['powerball', 'mega-millions', 'euromillions', 'eurojackpot', 'uk-lotto', 'lotto-6aus49'];

export const options = budgetOptions({ name: 'draws', rate: 1000, p99Ms: 20, vus: 50 });

export default function () {
  const game = games[__ITER % games.length];
  const response = http.get(`${baseUrl}/api/draws?game=${game}&limit=100`, { tags: { name: 'draws' } });
  check(response, {
    'status 200': (r) => r.status === 200,
    'up to 100 rows': (r) => {
      const draws = r.json('data.draws');
      return Array.isArray(draws) && draws.length > 0 && draws.length <= 100;
    },
  });
}
