import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { GameId } from '@pickwise/lottery';
import { APP_CONFIG, ProviderHttpClient, ProviderUsageStore } from '@pickwise/nest-kit';
import {
  JACKPOT_READERS,
  ProviderPayloadError,
  noJackpot,
  refused,
  type JackpotProviderId,
  type JackpotReader,
  type JackpotReading,
  type ProviderSettings,
} from '@pickwise/providers';
import { jackpotProviderSettings, type JackpotsConfig } from '../config.js';
import { recordSourceReading } from '../jackpots/jackpot-metrics.js';

/** One provider's reading for one game. */
export type ProviderOutcome = JackpotReading & { provider: JackpotProviderId };

interface ConnectedReader {
  reader: JackpotReader;
  settings: ProviderSettings;
  http: ProviderHttpClient;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The providers of advertised jackpots, each behind its own ProviderHttpClient (timeout, bounded
 * retries, breaker, latency metric), in the readers' order of preference (magayo, then Lottoland).
 * magayo is left out without MAGAYO_API_KEY.
 */
@Injectable()
export class LiveJackpotSources implements OnApplicationShutdown {
  private readonly logger = new Logger(LiveJackpotSources.name);
  private readonly connected: ConnectedReader[];

  constructor(@Inject(APP_CONFIG) config: JackpotsConfig, usage: ProviderUsageStore) {
    const settings = jackpotProviderSettings(config);
    if (!settings.magayo.apiKey) this.logger.warn('magayo skipped: MAGAYO_API_KEY is not set (jackpots come from Lottoland, stored draws and the estimates)');
    this.connected = JACKPOT_READERS.filter((reader) => reader.id !== 'magayo' || settings.magayo.apiKey).map((reader) => ({
      reader,
      settings: settings[reader.id],
      http: new ProviderHttpClient({
        provider: reader.id,
        timeoutMs: config.PROVIDER_TIMEOUT_MS,
        retries: config.PROVIDER_RETRIES,
        onRequestSent: (id) => void usage.record(id),
      }),
    }));
    this.logger.log(`jackpot providers: ${this.connected.map(({ reader }) => `${reader.id} (${reader.games.length} games)`).join(', ')}`);
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
        .filter(({ reader }) => reader.games.includes(game))
        .map(async (connected): Promise<ProviderOutcome> => {
          const reading = await this.reading(connected, game);
          recordSourceReading(connected.reader.id, reading.kind === 'advertised' ? 'jackpot' : reading.kind);
          return { ...reading, provider: connected.reader.id };
        }),
    );
  }

  /** No answer is a failed reading (the last known figure stays); an answer that is no jackpot answer at all has no jackpot. */
  private async reading({ reader, settings, http }: ConnectedReader, game: GameId): Promise<JackpotReading> {
    let body: string;
    try {
      body = (await http.get(reader.requestUrl(game, settings))).body;
    } catch (error) {
      return refused(messageOf(error));
    }
    try {
      return reader.read(body);
    } catch (error) {
      if (error instanceof ProviderPayloadError) return noJackpot(error.message);
      throw error;
    }
  }

  /** One line per failing provider and refresh, not one per game. */
  private logFailures(outcomes: ProviderOutcome[]): void {
    const failures = new Map<JackpotProviderId, string>();
    for (const outcome of outcomes) if (outcome.kind === 'failed') failures.set(outcome.provider, outcome.reason);
    for (const [provider, reason] of failures) this.logger.warn(`${provider} gave no answer: ${reason}`);
  }
}
