import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, ProviderHttpClient, ProviderUsageStore } from '@pickwise/nest-kit';
import type { IngestionConfig } from '../config.js';
import { PROVIDER_IDS, type ProviderId } from '@pickwise/providers';

/** One HTTP client (and so one circuit breaker) per provider, shared by every run of the process. */
@Injectable()
export class ProviderClients implements OnApplicationShutdown {
  private readonly clients: ReadonlyMap<ProviderId, ProviderHttpClient>;

  constructor(@Inject(APP_CONFIG) config: IngestionConfig, usage: ProviderUsageStore) {
    this.clients = new Map(
      PROVIDER_IDS.map((provider) => [
        provider,
        new ProviderHttpClient({
          provider,
          timeoutMs: config.PROVIDER_TIMEOUT_MS,
          retries: config.PROVIDER_RETRIES,
          retryDelayMs: config.PROVIDER_RETRY_DELAY_MS,
          breaker: { volumeThreshold: config.PROVIDER_BREAKER_VOLUME, resetTimeoutMs: config.PROVIDER_BREAKER_RESET_MS },
          onRequestSent: (id) => void usage.record(id),
        }),
      ]),
    );
  }

  for(provider: ProviderId): ProviderHttpClient {
    const client = this.clients.get(provider);
    if (!client) throw new Error(`No HTTP client for provider ${provider}`);
    return client;
  }

  onApplicationShutdown(): void {
    for (const client of this.clients.values()) client.shutdown();
  }
}
