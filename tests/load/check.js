// k6: POST /api/draws/lotto-6aus49/check (the ticket checker over the longest history, about 5,000
// draws since 1955) at 200 requests/s. Budget (issue 9, docs/architecture.md §10): p99 under 50 ms.
// Run: k6 run -e BASE_URL=http://localhost:8080 tests/load/check.js
import http from 'k6/http';
import { check } from 'k6';
import { baseUrl, budgetOptions } from './budget.js';

// Lines that differ per iteration, so no answer is cached along the way.
const lines = [
  { main: [3, 12, 19, 27, 38, 44], special: [7] },
  { main: [1, 2, 3, 4, 5, 6], special: [0] },
  { main: [9, 17, 23, 31, 40, 49], special: [4] },
];

export const options = budgetOptions({ name: 'check', rate: 200, p99Ms: 50, vus: 50 });

export default function () {
  const line = lines[__ITER % lines.length];
  const response = http.post(`${baseUrl}/api/draws/lotto-6aus49/check`, JSON.stringify(line), {
    headers: { 'content-type': 'application/json' },
    tags: { name: 'check' },
  });
  check(response, {
    'status 200': (r) => r.status === 200,
    'checked the whole history': (r) => r.json('data.drawsChecked') > 4000,
  });
}
