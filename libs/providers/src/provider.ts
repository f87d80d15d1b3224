/** The outside data providers PickWise reads (docs/architecture.md §5, docs/providers.md). */
export const PROVIDER_IDS = ['ny-open-data', 'uk-national-lottery', 'euromillions-api', 'lottoland', 'lotto-number-archive', 'magayo'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

/** Where a provider is reached, from the environment (see `ProviderEnvironment`). */
export interface ProviderSettings {
  baseUrl: string;
  apiKey?: string;
}

/** The names of the environment variables that hold a provider's settings, and its real address. */
export interface ProviderEnvironment {
  baseUrl: string;
  /** The key or token variable; absent for a provider that takes none. */
  apiKey?: string;
  defaultBaseUrl: string;
}

/**
 * A payload the provider sent that cannot be read at all (not JSON, not the expected CSV header,
 * an error object such as magayo's `{ error: 101 }`). A draw run fails with this message.
 */
export class ProviderPayloadError extends Error {
  readonly provider: ProviderId;

  constructor(provider: ProviderId, message: string) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderPayloadError';
    this.provider = provider;
  }
}
