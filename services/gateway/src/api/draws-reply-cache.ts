import { Injectable } from '@nestjs/common';
import { findGame } from '@pickwise/lottery';

/** Distinct requests (list pages, statistics windows) kept per game; more evict the oldest. */
export const MAX_REPLIES_PER_GAME = 64;
/**
 * How long a reply is kept at most. Draws change a few times a week, and every change reaches the
 * gateway as `draws.upserted.<game>`, which drops the game's replies at once; the limit only bounds
 * how stale a reply can be if that event is missed (NATS down at that moment).
 */
export const REPLY_TTL_MS = 60_000;

interface CachedReply {
  value: Promise<unknown>;
  expiresAt: number;
}

/**
 * The draws routes' answers (list pages and statistics, up to 100 rows or every number's counts) as
 * the JSON bodies the gateway sends, per game and request. A repeated request is answered from
 * memory: the draws service's reply is read, validated and serialized once, not at every request
 * (three quarters of the gateway's work on these routes). Concurrent requests share one load; a
 * failed load is not kept. A load is kept from its start, so an invalidation during it drops it too.
 * Replies are filed under the game's public id, whichever id (public or admin) the request named,
 * since the events that drop them name the public one. The open feed (src/open-data) keeps its
 * rendered documents here too (`value`), dropped by the same events.
 */
@Injectable()
export class DrawsReplyCache {
  private readonly games = new Map<string, Map<string, CachedReply>>();

  /** The cached body of `request` for `game`, or `load()`'s reply serialized (and kept). */
  body(gameId: string, request: string, load: () => Promise<unknown>): Promise<string> {
    return this.value(gameId, request, async () => JSON.stringify(await load()));
  }

  /** The cached value of `request` for `game`, or `load()`'s (kept). Request names must not collide with `body`'s. */
  value<T>(gameId: string, request: string, load: () => Promise<T>): Promise<T> {
    const game = publicId(gameId);
    const replies = this.games.get(game);
    const cached = replies?.get(request);
    if (cached && cached.expiresAt > Date.now()) return cached.value as Promise<T>;
    const value = load();
    this.keep(game, request, { value, expiresAt: Date.now() + REPLY_TTL_MS });
    value.catch(() => {
      if (this.games.get(game)?.get(request)?.value === value) this.games.get(game)?.delete(request);
    });
    return value;
  }

  /** Drops every reply of the game (its draws changed). */
  invalidate(gameId: string): void {
    this.games.delete(publicId(gameId));
  }

  private keep(game: string, request: string, reply: CachedReply): void {
    let replies = this.games.get(game);
    if (!replies) this.games.set(game, (replies = new Map()));
    replies.delete(request);
    replies.set(request, reply);
    if (replies.size > MAX_REPLIES_PER_GAME) replies.delete(replies.keys().next().value as string);
  }
}

/** An unknown id stays as it is: its load fails, and a failed load is not kept. */
const publicId = (gameId: string): string => findGame(gameId)?.id ?? gameId;
