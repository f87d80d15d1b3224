import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  DomainError,
  SUBJECTS,
  jackpotsResponseSchema,
  userDrawsResponseSchema,
  type SignedInCaller,
  type JackpotEntry,
  type Language,
  type calendarFeedCreatedSchema,
  type calendarFeedStatusSchema,
} from '@pickwise/contracts';
import { findGame, type GameId } from '@pickwise/lottery';
import { APP_CONFIG, NatsRequester } from '@pickwise/nest-kit';
import type { z } from 'zod';
import type { NotificationsConfig } from '../config.js';
import { NotificationsDatabase, isoTimestamp, type Timestamp } from '../database/notifications-database.js';
import { feedWindow, gameCalendar, userCalendar } from './draw-calendars.js';

/** The jackpot is an extra in a game's feed: a jackpots service slower than this leaves it out. */
const JACKPOT_TIMEOUT_MS = 1_000;

/** A feed address's secret: 32 random bytes, base64url (43 characters). */
const newFeedToken = () => randomBytes(32).toString('base64url');
/** Only the token's hash is stored: a read of the table gives no working address. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest();

const userFeedPath = (token: string) => `/api/calendars/me/${token}.ics`;

type CalendarFeedStatus = z.output<typeof calendarFeedStatusSchema>;
type CalendarFeedCreated = z.output<typeof calendarFeedCreatedSchema>;

/** The draw calendars: a game's feed for anyone, a player's own feed behind the token of its address. */
@Injectable()
export class CalendarFeeds {
  private readonly logger = new Logger(CalendarFeeds.name);

  constructor(
    private readonly database: NotificationsDatabase,
    private readonly nats: NatsRequester,
    @Inject(APP_CONFIG) private readonly config: Pick<NotificationsConfig, 'SITE_URL'>,
  ) {}

  async gameFeed(gameId: GameId, language: Language, now = new Date()): Promise<string> {
    const game = findGame(gameId);
    // The request's schema admits only known games.
    if (!game) throw new DomainError('NOT_FOUND', `Unknown game: ${gameId}`);
    return gameCalendar({ game, language, siteUrl: this.config.SITE_URL, now, jackpot: await this.jackpotOf(gameId) });
  }

  /** The feed of the token's player; an unknown (or replaced, or revoked) token is NOT_FOUND. */
  async userFeed(token: string, language: Language, now = new Date()): Promise<string> {
    const { rows } = await (await this.database.pool()).query<{ user_id: string }>(`select user_id from ${this.database.tables.calendarTokens} where token_hash = $1`, [tokenHash(token)]);
    const userId = rows[0]?.user_id;
    if (!userId) throw new DomainError('NOT_FOUND', 'No calendar at this address');
    // Without the tickets service's answer there is no feed: an empty one would take the player's draws out of their calendar.
    const { draws } = await this.nats.request(SUBJECTS.ticketsUserDraws, { userId, ...feedWindow(now) }, { schema: userDrawsResponseSchema });
    return userCalendar({ userId, draws, language, siteUrl: this.config.SITE_URL, now });
  }

  async status(caller: SignedInCaller): Promise<CalendarFeedStatus> {
    const { rows } = await (await this.database.pool()).query<{ created_at: Timestamp }>(`select created_at from ${this.database.tables.calendarTokens} where user_id = $1`, [caller.userId]);
    const createdAt = rows[0]?.created_at;
    return { active: createdAt !== undefined, createdAt: createdAt === undefined ? null : isoTimestamp(createdAt) };
  }

  /** A new address for the player's feed; the one before stops working at once. */
  async create(caller: SignedInCaller): Promise<CalendarFeedCreated> {
    const token = newFeedToken();
    const { rows } = await (await this.database.pool()).query<{ created_at: Timestamp }>(
      `insert into ${this.database.tables.calendarTokens} (user_id, token_hash, created_at) values ($1, $2, now())
       on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = excluded.created_at
       returning created_at`,
      [caller.userId, tokenHash(token)],
    );
    const createdAt = rows[0]?.created_at;
    if (!createdAt) throw new Error('calendar token not stored');
    return { token, path: userFeedPath(token), createdAt: isoTimestamp(createdAt) };
  }

  /** The player's feed stops working; `revoked` is false when there was none. */
  async revoke(caller: SignedInCaller): Promise<{ revoked: boolean }> {
    const { rowCount } = await (await this.database.pool()).query(`delete from ${this.database.tables.calendarTokens} where user_id = $1`, [caller.userId]);
    return { revoked: (rowCount ?? 0) > 0 };
  }

  private async jackpotOf(gameId: GameId): Promise<JackpotEntry | undefined> {
    try {
      const jackpots = await this.nats.request(SUBJECTS.jackpotsGet, { games: [gameId] }, { schema: jackpotsResponseSchema, timeoutMs: JACKPOT_TIMEOUT_MS });
      return jackpots[gameId];
    } catch (error) {
      this.logger.warn(`${gameId} feed without its jackpot: ${String(error)}`);
      return undefined;
    }
  }
}
