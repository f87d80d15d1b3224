import type { IngestedDraw } from '@pickwise/contracts';
import type { Game, GameId } from '@pickwise/lottery';
import type { ProviderId, ProviderSettings } from '../provider.js';

/**
 * Which draws a run asks for: the provider's latest page, or every draw from `since` to `until`
 * (ISO dates, inclusive) for a backfill. `today` (ISO date, passed in by the runner so readers stay
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
 * One provider's draw results: which games it serves, the requests a run makes and how its payload
 * becomes normalised draws. Pure: no I/O here; the ingestion runner fetches through a circuit breaker.
 */
export interface DrawReader {
  readonly id: ProviderId;
  readonly games: readonly GameId[];
  /** A provider that cannot be called without a key (the paid one) is skipped, not failed, without it. */
  readonly requiresApiKey: boolean;
  /**
   * The games whose operator this provider is the own publication of (issue 39): a draw it reports
   * is verified on its word alone. Each reader cites where the operator publishes it; empty for the
   * third-party feeds and archives.
   */
  readonly operatorPublishes: readonly GameId[];
  requests(game: Game, window: FetchWindow, settings: ProviderSettings): ProviderRequest[];
  /** Parses one response body; throws ProviderPayloadError when the payload is unreadable as a whole. */
  parse(game: Game, body: string, request: ProviderRequest): ParseResult;
}
