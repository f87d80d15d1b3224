import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { GameId } from '@pickwise/lottery';
import { APP_CONFIG, ProviderHttpClient, ProviderUsageStore } from '@pickwise/nest-kit';
import type { JackpotsConfig } from '../config.js';
import { recordSourceReading } from '../jackpots/jackpot-metrics.js';
import { refused, type JackpotProvider, type JackpotProviderId, type JackpotReading } from './jackpot-provider.js';
import { lottolandProvider } from './lottoland.js';
import { magayoProvider } from './magayo.js';

/** One provider's reading for one game. */
export type ProviderOutcome = JackpotReading & { provider: JackpotProviderId };

interface ConnectedProvider {
  provider: JackpotProvider;
  http: ProviderHttpClient;
}

/**
 * The providers of advertised jackpots, each behind its own ProviderHttpClient (timeout, bounded
 * retries, breaker, latency metric), in order of preference: magayo (documented, paid) before
 * Lottoland (unofficial). magayo is left out without MAGAYO_API_KEY.
 */
@Injectable()
export class LiveJackpotSources implements OnApplicationShutdown {
  private readonly logger = new Logger(LiveJackpotSources.name);
  private readonly connected: ConnectedProvider[];

  constructor(@Inject(APP_CONFIG) config: JackpotsConfig, usage: ProviderUsageStore) {
    const magayo = config.MAGAYO_API_KEY ? magayoProvider(config.MAGAYO_BASE_URL, config.MAGAYO_API_KEY) : undefined;
    if (!magayo) this.logger.warn('magayo skipped: MAGAYO_API_KEY is not set (jackpots come from Lottoland, stored draws and the estimates)');
    this.connected = [magayo, lottolandProvider(config.LOTTOLAND_BASE_URL)]
      .filter((provider) => provider !== undefined)
      .map((provider) => ({
        provider,
        http: new ProviderHttpClient({
          provider: provider.id,
          timeoutMs: config.PROVIDER_TIMEOUT_MS,
          retries: config.PROVIDER_RETRIES,
          onRequestSent: (id) => void usage.record(id),
        }),
      }));
    this.logger.log(`jackpot providers: ${this.connected.map(({ provider }) => `${provider.id} (${provider.games.length} games)`).join(', ')}`);
  }

  /** Every provider's reading for each game, in order of preference; a game no provider knows has none. */
  async read(games: readonly GameId[]): Promise<Map<GameId, ProviderOutcome[]>> {
    const byGame = await Promise.all(games.map(async (game) => [game, await this.readGame(game)] as const));
    this.logFailures(byGame.flatMap(([, outcomes]) => outcomes));
    return new Map(byGame);
  }

  onApplicationShutdown(): void {
    for (const { http } of this.connected) http.shutdown();
  }

  private readGame(game: GameId): Promise<ProviderOutcome[]> {
    return Promise.all(
      this.connected
        .filter(({ provider }) => provider.games.includes(game))
        .map(async ({ provider, http }): Promise<ProviderOutcome> => {
          const reading = await http.get(provider.requestUrl(game)).then(
            (response) => provider.read(response.body),
            (error: unknown) => refused(error instanceof Error ? error.message : String(error)),
          );
          recordSourceReading(provider.id, reading.kind === 'advertised' ? 'jackpot' : reading.kind);
          return { ...reading, provider: provider.id };
        }),
    );
  }

  /** One line per failing provider and refresh, not one per game. */
  private logFailures(outcomes: ProviderOutcome[]): void {
    const failures = new Map<JackpotProviderId, string>();
    for (const outcome of outcomes) if (outcome.kind === 'failed') failures.set(outcome.provider, outcome.reason);
    for (const [provider, reason] of failures) this.logger.warn(`${provider} gave no answer: ${reason}`);
  }
}
