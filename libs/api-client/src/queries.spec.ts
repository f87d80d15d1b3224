import { afterAll, describe, expect, it } from '@jest/globals';
import { ApiError } from './client.js';
import { queryClient } from './queries.js';

/** How many times the page's query client calls a query that always fails with `error` (no wait between tries). */
async function attemptsUntilGivenUp(error: Error): Promise<number> {
  let attempts = 0;
  await queryClient
    .fetchQuery({
      queryKey: ['retry-test', error.message, attempts, Math.random()],
      queryFn: () => {
        attempts += 1;
        throw error;
      },
      retryDelay: 0,
    })
    .catch(() => undefined);
  return attempts;
}

describe('queryClient retries', () => {
  // The failed queries stay cached for gcTime (5 minutes): drop them so Jest can exit.
  afterAll(() => queryClient.clear());

  it('does not ask again after a 4xx answer: the same request gets the same refusal', async () => {
    expect(await attemptsUntilGivenUp(new ApiError('Unknown game id: x', 404, 'NOT_FOUND'))).toBe(1);
    expect(await attemptsUntilGivenUp(new ApiError('count: Too big', 400, 'VALIDATION'))).toBe(1);
    expect(await attemptsUntilGivenUp(new ApiError('Unauthorized', 401, 'UNAUTHORIZED'))).toBe(1);
    expect(await attemptsUntilGivenUp(new ApiError('Forbidden', 403, 'FORBIDDEN'))).toBe(1);
  });

  it('retries 3 times after a server error, a timeout, the rate limit or no answer at all', async () => {
    expect(await attemptsUntilGivenUp(new ApiError('Service unavailable', 503))).toBe(4);
    expect(await attemptsUntilGivenUp(new ApiError('Request timeout', 408))).toBe(4);
    expect(await attemptsUntilGivenUp(new ApiError('Too many requests', 429))).toBe(4);
    expect(await attemptsUntilGivenUp(new TypeError('Failed to fetch'))).toBe(4);
  });
});
