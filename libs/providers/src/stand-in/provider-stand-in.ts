/**
 * A local HTTP server playing every provider, each under its own path prefix (`/<provider id>/…`,
 * so one server is the base URL of all six), for the integration tests, the end-to-end system and
 * `npm run providers:stand-in`. By default each provider's part answers its real sample payloads
 * (magayo's results from the history shipped with the draws service); on demand a provider answers
 * 500s, never answers, sends a truncated or changed payload, or a body set by the test.
 */
import type { GameId } from '@pickwise/lottery';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PROVIDER_ENVIRONMENTS } from '../environments.js';
import { euromillionsApiStandIn } from '../euromillions-api/stand-in.js';
import type { JackpotProviderId } from '../jackpots/jackpot-reader.js';
import { lottoNumberArchiveStandIn } from '../lotto-number-archive/stand-in.js';
import { lottolandStandIn } from '../lottoland/stand-in.js';
import { MAGAYO_ENVIRONMENT } from '../magayo/environment.js';
import { STAND_IN_MAGAYO_KEY, magayoStandIn } from '../magayo/stand-in.js';
import { nyOpenDataStandIn } from '../ny-open-data/stand-in.js';
import { PROVIDER_IDS, type ProviderId } from '../provider.js';
import { ukNationalLotteryStandIn } from '../uk-national-lottery/stand-in.js';
import type { StandInPart } from './stand-in-part.js';

export type ProviderBehaviour = 'answer' | 'error' | 'silent' | 'truncated' | 'changed';

export interface ProviderStandInOptions {
  /**
   * The games whose next jackpot a jackpot provider announces (magayo: its documented $80M answer;
   * Lottoland: €57M), dated for each game's next draw. None by default, as in the samples.
   */
  announcedJackpots?: Partial<Record<JackpotProviderId, readonly GameId[]>>;
}

const PARTS: Readonly<Record<ProviderId, StandInPart>> = {
  'ny-open-data': nyOpenDataStandIn,
  'uk-national-lottery': ukNationalLotteryStandIn,
  'euromillions-api': euromillionsApiStandIn,
  lottoland: lottolandStandIn,
  'lotto-number-archive': lottoNumberArchiveStandIn,
  magayo: magayoStandIn,
};

const isProviderId = (value: string): value is ProviderId => (PROVIDER_IDS as readonly string[]).includes(value);

export class ProviderStandIn {
  /** Behaviour per provider id; absent: 'answer'. */
  readonly behaviour = new Map<ProviderId, ProviderBehaviour>();
  /** A body to serve instead of the sample, per provider id. */
  readonly bodies = new Map<ProviderId, string>();
  /** Requests seen, as `<provider id> <path and query>`. */
  readonly requests: string[] = [];
  /** Called with the provider id when a request arrives (e.g. to cut NATS in the middle of a run). */
  onRequest?: (provider: string) => void | Promise<void>;
  private readonly server = createServer((request, response) => void this.handle(request, response));
  private base = '';

  constructor(private readonly options: ProviderStandInOptions = {}) {}

  /** Listens on `port` (a free one by default) and returns the base URL. */
  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  /** Every provider's base URL pointing at this server, and the key its magayo accepts. */
  env(): Record<string, string> {
    const baseUrls = PROVIDER_IDS.map((provider) => [PROVIDER_ENVIRONMENTS[provider].baseUrl, `${this.base}/${provider}`]);
    return { ...Object.fromEntries(baseUrls), [MAGAYO_ENVIRONMENT.apiKey]: STAND_IN_MAGAYO_KEY };
  }

  callsTo(provider: ProviderId): number {
    return this.requests.filter((request) => request.startsWith(`${provider} `)).length;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const [, provider = '', ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    this.requests.push(`${provider} ${path}${url.search}`);
    await this.onRequest?.(provider);
    if (!isProviderId(provider)) return this.notFound(response);
    const behaviour = this.behaviour.get(provider) ?? 'answer';
    if (behaviour === 'silent') return; // never answers: the client's timeout ends it
    if (behaviour === 'error') {
      response.statusCode = 500;
      response.end('Internal Server Error');
      return;
    }
    const announcedJackpots = provider === 'magayo' || provider === 'lottoland' ? (this.options.announcedJackpots?.[provider] ?? []) : [];
    const body = this.bodies.get(provider) ?? PARTS[provider]({ path, query: url.searchParams, announcedJackpots });
    if (body === undefined) return this.notFound(response);
    if (behaviour === 'truncated') response.end(body.slice(0, Math.floor(body.length / 2)));
    else if (behaviour === 'changed') response.end(JSON.stringify({ version: 2, items: [{ when: 'yesterday', balls: 'unknown' }] }));
    else response.end(body);
  }

  private notFound(response: ServerResponse): void {
    response.statusCode = 404;
    response.end('Not found');
  }
}
