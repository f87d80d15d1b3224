import { findGame, type Game, type GameId } from '@pickwise/lottery';
import { DRAW_READERS } from '../draws/draw-readers.js';
import { PROVIDER_ENVIRONMENTS } from '../environments.js';
import { JACKPOT_READERS } from '../jackpots/jackpot-readers.js';
import type { ProviderId, ProviderSettings } from '../provider.js';
import { ProviderStandIn } from './provider-stand-in.js';
import { nextDrawDate } from './stand-in-part.js';

const game = (id: GameId) => findGame(id) as Game;
const standIn = new ProviderStandIn({ announcedJackpots: { magayo: ['powerball'], lottoland: ['eurojackpot'] } });

/** A provider's settings as a service reads them from the stand-in's variables. */
function settingsOf(provider: ProviderId): ProviderSettings {
  const env = standIn.env();
  const { baseUrl, apiKey } = PROVIDER_ENVIRONMENTS[provider];
  return { baseUrl: env[baseUrl] ?? '', apiKey: apiKey === undefined ? undefined : env[apiKey] };
}

const bodyOf = async (url: string) => (await fetch(url)).text();

beforeAll(() => standIn.start());
afterAll(() => standIn.stop());

describe('ProviderStandIn', () => {
  it('answers every draw reader, for every game it serves, with draws the reader accepts', async () => {
    for (const reader of DRAW_READERS) {
      for (const id of reader.games) {
        const [request] = reader.requests(game(id), { kind: 'latest', today: '2026-08-22' }, settingsOf(reader.id));
        if (!request) throw new Error(`${reader.id} asks nothing for ${id}`);
        expect({ provider: reader.id, id, read: reader.parse(game(id), await bodyOf(request.url), request).draws.length > 0 }).toEqual({ provider: reader.id, id, read: true });
      }
    }
  });

  it('announces next jackpots only for the games it was given', async () => {
    const readings = async (id: GameId) =>
      Promise.all(JACKPOT_READERS.filter((reader) => reader.games.includes(id)).map(async (reader) => reader.read(await bodyOf(reader.requestUrl(id, settingsOf(reader.id))))));
    expect(await readings('powerball')).toEqual([{ kind: 'advertised', figure: { amount: 80_000_000, currency: 'USD', drawDate: nextDrawDate(game('powerball')) } }]);
    expect(await readings('eurojackpot')).toEqual([
      { kind: 'failed', reason: 'magayo error 207' },
      { kind: 'advertised', figure: { amount: 57_000_000, currency: 'EUR', drawDate: nextDrawDate(game('eurojackpot')) } },
    ]);
    expect((await readings('euromillions'))[1]).toEqual({ kind: 'none', reason: 'no jackpot for the next draw' });
  });

  it('fails a provider on demand, and counts the calls each provider got', async () => {
    const before = standIn.callsTo('lottoland');
    standIn.behaviour.set('lottoland', 'error');
    try {
      expect((await fetch(`${settingsOf('lottoland').baseUrl}/euroJackpot`)).status).toBe(500);
    } finally {
      standIn.behaviour.clear();
    }
    expect((await fetch(`${settingsOf('lottoland').baseUrl}/nowhere`)).status).toBe(404);
    expect(standIn.callsTo('lottoland')).toBe(before + 2);
  });
});
