import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { OPEN_DRAWS_CSV_COLUMNS, SUBJECTS, drawsOpenFeedResponseSchema, type OpenDraw, type OpenDrawsFeed, type OpenGameSummary } from '@pickwise/contracts';
import type { Game } from '@pickwise/lottery';
import { NatsRequester } from '@pickwise/nest-kit';
import type { RedistributableData } from '@pickwise/providers';
import { stringify } from 'csv-stringify/sync';
import { DrawsReplyCache } from '../api/draws-reply-cache.js';

/** One rendered document: its bytes and their strong ETag. */
export interface OpenDocument {
  body: Buffer;
  etag: string;
}

/** A game's feed as the gateway keeps it: both files, when its draws last changed, and its newest verified draw (the summary's). */
export interface OpenFeedDocuments {
  json: OpenDocument;
  csv: OpenDocument;
  lastModified: Date | null;
  latestVerified: OpenGameSummary['latestVerified'];
}

/** A strong ETag from the bytes: the same document always has the same tag, on every replica. */
export const strongEtag = (body: Buffer | string): string => `"${createHash('sha256').update(body).digest('base64url')}"`;

export const document = (body: Buffer): OpenDocument => ({ body, etag: strongEtag(body) });

/** A page cannot end anywhere but at a date, and ~5,000 draws are 5-10 pages: far more means a cursor that does not move. */
const MAX_PAGES = 200;
/**
 * How long one page may take: a page is 1,000 draws read, serialized and validated, asked once per
 * change of the game and then kept, so a slow moment of the draws service (a loaded machine: the
 * fuzz suite's 3 s NATS_REQUEST_TIMEOUT_MS was passed) is waited out rather than answered 503.
 */
const PAGE_TIMEOUT_MS = 10_000;
/** Pages read while the game's draws changed are read again, this many times at most; after it the newest reading stands (the change's event drops it). */
const READS = 3;

const numbers = (values: readonly number[]) => values.join(' ');

/** draws.csv: RFC 4180 (CRLF, quoted where needed), a header row, then one row per draw with openDrawSchema's fields. */
export function drawsCsv(draws: readonly OpenDraw[]): string {
  const rows = draws.map((draw) => [
    draw.drawDate,
    numbers(draw.main),
    numbers(draw.special),
    numbers(draw.bonus),
    draw.jackpot ?? '',
    draw.currency ?? '',
    draw.status,
    draw.sources.map((source) => `${source.provider}@${source.fetchedAt}`).join(';'),
  ]);
  return stringify([[...OPEN_DRAWS_CSV_COLUMNS], ...rows], { record_delimiter: 'windows' });
}

/**
 * The open feed of a game (/api/open/<game>/draws.json|csv and the summary's newest verified draw):
 * the draws service answers in pages by date (`draws.open-feed`, each well under NATS's 1 MB reply:
 * a game's 3,000-5,000 draws are 0.8-1.5 MB of JSON), put together here, rendered once as JSON and
 * CSV with their ETags and kept in DrawsReplyCache, so `draws.upserted.<game>` drops them with the
 * game's other replies.
 */
@Injectable()
export class OpenFeed {
  constructor(
    private readonly nats: NatsRequester,
    private readonly replies: DrawsReplyCache,
  ) {}

  documents(game: Game, licence: RedistributableData): Promise<OpenFeedDocuments> {
    return this.replies.value(game.id, 'open-feed', async () => render(game, licence, await this.draws(game, licence.from)));
  }

  /** Every draw dated `since` or later, newest first, and when the game's draws last changed; pages of one reading agree on it. */
  private async draws(game: Game, since: string): Promise<{ draws: OpenDraw[]; lastModified: string | null }> {
    let reading = await this.read(game, since);
    for (let attempt = 1; attempt < READS && !reading.consistent; attempt++) reading = await this.read(game, since);
    return reading;
  }

  private async read(game: Game, since: string): Promise<{ draws: OpenDraw[]; lastModified: string | null; consistent: boolean }> {
    const draws: OpenDraw[] = [];
    let until: string | undefined;
    let lastModified: string | null | undefined;
    let consistent = true;
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await this.nats.request(SUBJECTS.drawsOpenFeed, { game: game.id, since, ...(until === undefined ? {} : { until }) }, { schema: drawsOpenFeedResponseSchema, timeoutMs: PAGE_TIMEOUT_MS });
      draws.push(...answer.draws);
      if (lastModified === undefined) lastModified = answer.lastModified;
      else if (answer.lastModified !== lastModified) consistent = false;
      if (answer.nextUntil === null) return { draws, lastModified, consistent };
      // Each page starts at a date before every date of the previous one; anything else would repeat draws.
      if (until !== undefined && answer.nextUntil >= until) throw new Error(`draws.open-feed of ${game.id}: the cursor did not move (${until} → ${answer.nextUntil})`);
      until = answer.nextUntil;
    }
    throw new Error(`draws.open-feed of ${game.id}: more than ${MAX_PAGES} pages`);
  }
}

function render(game: Game, licence: RedistributableData, feed: { draws: OpenDraw[]; lastModified: string | null }): OpenFeedDocuments {
  const json: OpenDrawsFeed = {
    game: game.id,
    name: game.name,
    licence: { name: licence.name, url: licence.url, text: licence.text.en, from: licence.from },
    lastModified: feed.lastModified,
    draws: feed.draws,
  };
  const verified = feed.draws.find((draw) => draw.status === 'verified');
  return {
    json: document(Buffer.from(JSON.stringify(json))),
    csv: document(Buffer.from(drawsCsv(feed.draws))),
    lastModified: feed.lastModified === null ? null : new Date(feed.lastModified),
    latestVerified: verified ? { drawDate: verified.drawDate, main: verified.main, special: verified.special, bonus: verified.bonus } : null,
  };
}
