import { readFileSync } from 'node:fs';
import { GAME_IDS } from '@pickwise/lottery';
import { magayoProvider, readMagayoJackpot } from './magayo.js';

interface Sample {
  request: string;
  response: Record<string, unknown>;
}
// magayo's documented examples (docs/providers.md §6).
const samples = JSON.parse(readFileSync(new URL('../../test/fixtures/magayo-samples.json', import.meta.url), 'utf8')) as {
  jackpot: Sample;
  error_example_INFERRED: Sample;
};
const answer = (response: Record<string, unknown>) => JSON.stringify(response);

describe('readMagayoJackpot', () => {
  it('reads the documented jackpot.php answer', () => {
    expect(readMagayoJackpot(answer(samples.jackpot.response))).toEqual({
      kind: 'advertised',
      figure: { amount: 80_000_000, currency: 'USD', drawDate: '2016-06-03' },
    });
  });

  it('takes an error code as a refusal, naming the documented ones', () => {
    expect(readMagayoJackpot(answer(samples.error_example_INFERRED.response))).toEqual({ kind: 'failed', reason: 'magayo error 101 (invalid API key)' });
    expect(readMagayoJackpot(answer({ error: 303 }))).toEqual({ kind: 'failed', reason: 'magayo error 303 (API quota reached)' });
    expect(readMagayoJackpot(answer({ error: 207 }))).toEqual({ kind: 'failed', reason: 'magayo error 207' });
  });

  it('gives no live value for a fixed prize written in words', () => {
    const fixedPrize = { ...samples.jackpot.response, jackpot: '1,000 a day for life' };
    expect(readMagayoJackpot(answer(fixedPrize))).toEqual({ kind: 'none', reason: 'jackpot "1,000 a day for life" is not an amount (a fixed prize?)' });
  });

  it('reads grouped amounts and refuses unknown currencies, missing dates and other bodies', () => {
    expect(readMagayoJackpot(answer({ ...samples.jackpot.response, jackpot: '1,250,000' }))).toMatchObject({ figure: { amount: 1_250_000 } });
    expect(readMagayoJackpot(answer({ ...samples.jackpot.response, currency: 'AUD' }))).toEqual({ kind: 'none', reason: 'jackpot in an unknown currency (AUD)' });
    expect(readMagayoJackpot(answer({ ...samples.jackpot.response, next_draw: undefined }))).toEqual({ kind: 'none', reason: 'no date for the next draw' });
    expect(readMagayoJackpot('Service Unavailable')).toEqual({ kind: 'none', reason: 'the answer is not a magayo jackpot' });
  });
});

describe('magayoProvider', () => {
  it('asks jackpot.php with the key and the game code, for every game', () => {
    const provider = magayoProvider('https://www.magayo.com/api', 'k&y');
    expect(provider.games).toEqual(GAME_IDS);
    const request = new URL(provider.requestUrl('powerball'));
    const documented = new URL(samples.jackpot.request);
    expect(`${request.origin}${request.pathname}`).toBe(`${documented.origin}${documented.pathname}`);
    expect(Object.fromEntries(request.searchParams)).toEqual({ api_key: 'k&y', game: 'us_powerball', format: 'json' });
  });
});
