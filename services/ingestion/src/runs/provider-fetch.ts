import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { IngestedDraw } from '@pickwise/contracts';
import type { Game } from '@pickwise/lottery';
import { APP_CONFIG } from '@pickwise/nest-kit';
import { providerSettings, type IngestionConfig } from '../config.js';
import {
  PROVIDER_ENVIRONMENTS,
  drawReadersFor,
  type DrawReader,
  type FetchWindow,
  type ProviderId,
  type ProviderSettings,
  type RejectedRow,
} from '@pickwise/providers';
import { ProviderClients } from '../providers/provider-clients.js';

/** What happened with one provider during a run, for the run's log. */
export interface ProviderAttempt {
  provider: ProviderId;
  outcome: 'used' | 'skipped' | 'failed';
  message: string;
}

/**
 * What one provider's responses gave: the draws, the rows refused, when the last response came and
 * the SHA-256 of the payload bytes read (each response body in request order; with one request, as
 * most runs make, exactly the hash of that payload, which anyone fetching it again can compare).
 */
export interface ProviderDraws {
  provider: ProviderId;
  draws: IngestedDraw[];
  rejected: RejectedRow[];
  fetchedAt: string;
  payloadSha256: string;
}

export interface FetchedDraws extends ProviderDraws {
  attempts: ProviderAttempt[];
}

/** No provider of the game gave draws: every one failed, or was skipped for want of a key. */
export class NoProviderAnswered extends Error {
  constructor(readonly attempts: ProviderAttempt[]) {
    super(attempts.map((attempt) => `${attempt.provider} ${attempt.outcome}: ${attempt.message}`).join('; '));
    this.name = 'NoProviderAnswered';
  }

  /** Nothing failed: the only providers need a key that is not configured. */
  get onlySkipped(): boolean {
    return this.attempts.every((attempt) => attempt.outcome === 'skipped');
  }
}

const drawKey = (draw: IngestedDraw) => `${draw.draw_date}|${draw.main.join('-')}`;

/** The payload may list a draw twice (pages overlapping, two files): one copy is published. */
function uniqueDraws(draws: readonly IngestedDraw[]): IngestedDraw[] {
  const byKey = new Map<string, IngestedDraw>();
  for (const draw of draws) if (!byKey.has(drawKey(draw))) byKey.set(drawKey(draw), draw);
  return [...byKey.values()];
}

/**
 * Asks a game's providers in preference order and returns the first one's draws. A provider that
 * fails (HTTP error, timeout, open breaker, unreadable payload) hands over to the next; the paid
 * provider without a key is skipped. Every attempt is kept for the run's log.
 */
@Injectable()
export class ProviderFetch {
  private readonly settings: Record<ProviderId, ProviderSettings>;

  constructor(
    private readonly clients: ProviderClients,
    @Inject(APP_CONFIG) config: IngestionConfig,
  ) {
    this.settings = providerSettings(config);
  }

  async fetch(game: Game, window: FetchWindow): Promise<FetchedDraws> {
    const attempts: ProviderAttempt[] = [];
    for (const reader of drawReadersFor(game.id)) {
      if (!this.callable(reader)) {
        attempts.push({ provider: reader.id, outcome: 'skipped', message: `no API key configured (${PROVIDER_ENVIRONMENTS[reader.id].apiKey} is not set)` });
        continue;
      }
      try {
        const fetched = await this.fetchFrom(reader, game, window);
        attempts.push({ provider: reader.id, outcome: 'used', message: `${fetched.draws.length} draws, ${fetched.rejected.length} rows rejected` });
        return { ...fetched, attempts };
      } catch (error) {
        attempts.push({ provider: reader.id, outcome: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    }
    throw new NoProviderAnswered(attempts);
  }

  /** False for the paid provider without its key: it is not called at all. */
  callable(reader: DrawReader): boolean {
    return !reader.requiresApiKey || !!this.settings[reader.id].apiKey;
  }

  /** One provider's draws for the window, through its HTTP client (breaker, retries, usage count); throws what the call or the parse threw. */
  async fetchFrom(reader: DrawReader, game: Game, window: FetchWindow): Promise<ProviderDraws> {
    const client = this.clients.for(reader.id);
    const settings = this.settings[reader.id];
    const draws: IngestedDraw[] = [];
    const rejected: RejectedRow[] = [];
    const hash = createHash('sha256');
    let fetchedAt = new Date();
    // One request at a time: a provider that serves one draw per call (magayo) is not hammered.
    for (const request of reader.requests(game, window, settings)) {
      const response = await client.get(request.url, request.headers);
      fetchedAt = new Date();
      // The bytes the reader parses: the body as UTF-8, as the client decoded it.
      hash.update(response.body, 'utf8');
      const parsed = reader.parse(game, response.body, request);
      draws.push(...parsed.draws);
      rejected.push(...parsed.rejected);
    }
    return { provider: reader.id, draws: uniqueDraws(draws), rejected, fetchedAt: fetchedAt.toISOString(), payloadSha256: hash.digest('hex') };
  }
}
