import type { IngestedDraw } from '@pickwise/contracts';
import type { Game, GameId } from '@pickwise/lottery';

/** The data providers the ingestion service can call (docs/architecture.md §5, docs/providers.md). */
export const PROVIDER_IDS = ['ny-open-data', 'uk-national-lottery', 'euromillions-api', 'lottoland', 'lotto-number-archive', 'magayo'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

/** Where a provider is reached, from the environment (`<PROVIDER>_BASE_URL`, `<PROVIDER>_API_KEY`). */
export interface ProviderSettings {
  baseUrl: string;
  apiKey?: string;
}

/**
 * Which draws a run asks for: the provider's latest page, or every draw from `since` to `until`
 * (ISO dates, inclusive) for a backfill. `today` (ISO date, passed in by the runner so adapters stay
 * pure) tells year-based providers which year is the latest. `drawDates` lists the game's scheduled
 * draw dates in the range, for providers that can only be asked one draw at a time (magayo).
 */
export type FetchWindow = { kind: 'latest'; today: string } | { kind: 'range'; since: string; until: string; drawDates: readonly string[] };

/**
 * Which draws of a payload `parse` keeps, for providers that send more than the run asked for (a
 * whole file, a whole year): dates from `since` to `until` (ISO, inclusive), and at most the
 * `newest` draws. Draws left out this way are not rejected: they were not asked for.
 */
export interface DrawSelection {
  since?: string;
  until?: string;
  newest?: number;
}

/**
 * One HTTP GET a run makes; `label` names it in the run log (e.g. `results 2026-08-05`) and never
 * holds a key. The runner hands the request back to `parse` with its response body.
 */
export interface ProviderRequest {
  url: string;
  label: string;
  headers?: Record<string, string>;
  keep?: DrawSelection;
}

/** A row of the provider's payload that was not turned into a draw, kept in the run's log. */
export interface RejectedRow {
  /** Where it was: a line number, array index or draw date, plus a short excerpt of the row. */
  row: string;
  reason: string;
}

export interface ParseResult {
  /** Draws that fit the game's rules on their date: numbers ascending, the game's special numbers only. */
  draws: IngestedDraw[];
  rejected: RejectedRow[];
}

/**
 * A payload the provider sent that cannot be read at all (not JSON, not the expected CSV header,
 * an error object such as magayo's `{ error: 101 }`). The run fails with this message.
 */
export class ProviderPayloadError extends Error {
  readonly provider: ProviderId;

  constructor(provider: ProviderId, message: string) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderPayloadError';
    this.provider = provider;
  }
}

/**
 * One provider: which games it serves, the requests a run makes and how its payload becomes
 * normalised draws. Pure: no I/O here; the ingestion runner fetches through a circuit breaker.
 */
export interface ProviderAdapter {
  readonly id: ProviderId;
  readonly games: readonly GameId[];
  /** A provider that cannot be called without a key (the paid one) is skipped, not failed, without it. */
  readonly requiresApiKey: boolean;
  requests(game: Game, window: FetchWindow, settings: ProviderSettings): ProviderRequest[];
  /** Parses one response body; throws ProviderPayloadError when the payload is unreadable as a whole. */
  parse(game: Game, body: string, request: ProviderRequest): ParseResult;
}
