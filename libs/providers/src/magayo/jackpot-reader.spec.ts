import { GAME_IDS } from '@pickwise/lottery';
import { ProviderPayloadError } from '../provider.js';
import { readJsonSample } from '../stand-in/samples.js';
import { magayoJackpotReader } from './jackpot-reader.js';

interface Sample {
  request: string;
  response: Record<string, unknown>;
}
// magayo's documented examples (docs/providers.md §6).
const samples = readJsonSample<{ jackpot: Sample; error_example_INFERRED: Sample }>('magayo', 'magayo-samples.json');
const read = (response: Record<string, unknown>) => magayoJackpotReader.read(JSON.stringify(response));

describe('magayo jackpot reader', () => {
  it('reads the documented jackpot.php answer', () => {
    expect(read(samples.jackpot.response)).toEqual({
      kind: 'advertised',
      figure: { amount: 80_000_000, currency: 'USD', drawDate: '2016-06-03' },
    });
  });

  it('takes an error code as a refusal, naming the documented ones', () => {
    expect(read(samples.error_example_INFERRED.response)).toEqual({ kind: 'failed', reason: 'magayo error 101 (invalid API key)' });
    expect(read({ error: 303 })).toEqual({ kind: 'failed', reason: 'magayo error 303 (API quota reached)' });
    expect(read({ error: 207 })).toEqual({ kind: 'failed', reason: 'magayo error 207' });
  });

  it('gives no live value for a fixed prize written in words', () => {
    const fixedPrize = { ...samples.jackpot.response, jackpot: '1,000 a day for life' };
    expect(read(fixedPrize)).toEqual({ kind: 'none', reason: 'jackpot "1,000 a day for life" is not an amount (a fixed prize?)' });
  });

  it('reads grouped amounts and refuses unknown currencies and missing dates', () => {
    expect(read({ ...samples.jackpot.response, jackpot: '1,250,000' })).toMatchObject({ figure: { amount: 1_250_000 } });
    expect(read({ ...samples.jackpot.response, currency: 'AUD' })).toEqual({ kind: 'none', reason: 'jackpot in an unknown currency (AUD)' });
    expect(read({ ...samples.jackpot.response, next_draw: undefined })).toEqual({ kind: 'none', reason: 'no date for the next draw' });
  });

  it('throws for a body that is not a magayo answer', () => {
    expect(() => magayoJackpotReader.read('Service Unavailable')).toThrow(ProviderPayloadError);
    expect(() => magayoJackpotReader.read('{"next_draw":"2016-06-03"}')).toThrow('magayo: no error code in {"next_draw":"2016-06-03"}');
  });

  it('asks jackpot.php with the key and the game code, for every game', () => {
    expect(magayoJackpotReader.games).toEqual(GAME_IDS);
    const request = new URL(magayoJackpotReader.requestUrl('powerball', { baseUrl: 'https://www.magayo.com/api', apiKey: 'k&y' }));
    const documented = new URL(samples.jackpot.request);
    expect(`${request.origin}${request.pathname}`).toBe(`${documented.origin}${documented.pathname}`);
    expect(Object.fromEntries(request.searchParams)).toEqual({ api_key: 'k&y', game: 'us_powerball', format: 'json' });
  });
});
