/**
 * A local HTTP server playing Lottoland (`/lottoland/<game>`) and magayo (`/magayo/jackpot.php`)
 * for the jackpots service, from the real sample payloads in services/jackpots/test/fixtures, or
 * failing on demand (500s, or no answer at all).
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findGame, localDrawDate, nextDrawAt, type Game } from '@pickwise/lottery';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../../services/jackpots/test/fixtures/${name}`, import.meta.url), 'utf8'));
const lottolandSample = fixture('lottoland-eurojackpot.json') as { last: Record<string, unknown>; next: Record<string, unknown> };
const magayoSample = fixture('magayo-samples.json') as { jackpot: { response: Record<string, unknown> } };

export type StandInMode = 'answer' | 'error' | 'silent';

/** The game's next draw as the providers date it: its local date. */
const nextDrawDate = (game: Game) => localDrawDate(game, nextDrawAt(game, new Date()));

export class JackpotProvidersStandIn {
  mode: StandInMode = 'answer';
  /** Requests seen, as `<provider> <game>`. */
  readonly requests: string[] = [];
  private readonly server = createServer((request, response) => this.handle(request, response));

  /** Lottoland with EuroJackpot's next draw announced at €57M (its fields as in the sample's `last`); EuroMillions as the sample, with no next draw. */
  static readonly LOTTOLAND_EUROJACKPOT_MILLIONS = '57';
  /** magayo's documented jackpot answer, dated for the game's next draw; other games refused with an error code. */
  static readonly MAGAYO_GAMES: Record<string, string> = { us_powerball: 'powerball', us_mega_millions: 'mega-millions' };

  async start(): Promise<{ lottoland: string; magayo: string }> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return { lottoland: `${base}/lottoland`, magayo: `${base}/magayo` };
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const [, provider = '', game = ''] = url.pathname.split('/');
    this.requests.push(`${provider} ${provider === 'magayo' ? (url.searchParams.get('game') ?? '') : game}`);
    if (this.mode === 'silent') return; // never answers: the client's timeout ends it
    if (this.mode === 'error') {
      response.statusCode = 500;
      response.end('Internal Server Error');
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(provider === 'magayo' ? this.magayo(url) : this.lottoland(game)));
  }

  private lottoland(path: string): unknown {
    if (path !== 'euroJackpot') return lottolandSample;
    const eurojackpot = findGame('eurojackpot') as Game;
    const [year, month, day] = nextDrawDate(eurojackpot).split('-').map(Number);
    const next = { ...lottolandSample.last, jackpot: JackpotProvidersStandIn.LOTTOLAND_EUROJACKPOT_MILLIONS, date: { day, month, year, hour: 20, minute: 0 } };
    return { ...lottolandSample, next };
  }

  private magayo(url: URL): unknown {
    const game = findGame(JackpotProvidersStandIn.MAGAYO_GAMES[url.searchParams.get('game') ?? ''] ?? '');
    if (url.searchParams.get('api_key') !== 'test-key') return { error: 101 };
    if (!game) return { error: 207 };
    return { ...magayoSample.jackpot.response, next_draw: nextDrawDate(game) };
  }
}
