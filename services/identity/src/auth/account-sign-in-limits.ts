import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager, type QueryResult } from '@mikro-orm/postgresql';
import { APP_CONFIG, MigratedSchema } from '@pickwise/nest-kit';
import { RETENTION_DAYS } from '@pickwise/contracts';
import { isIP } from 'node:net';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { normalizeEmail } from '../accounts/email.js';
import type { UserEntity } from '../accounts/entities.js';
import type { IdentityConfig } from '../config.js';
import { accountLanguage } from '../mail/account-language.js';
import { accountLockedMail } from '../mail/mail-texts.js';
import { Mailer } from '../mail/mailer.js';
import { AUTH_ERROR_CODES, AuthApiError } from './auth-errors.js';
import { EmailLinks } from './email-links.js';
import { RATE_LIMIT_TABLE } from './rate-limits.js';
import { sha256 } from './sessions.js';

/** Failed sign-ins are counted over this window; a lock ends it, the next failure starts a new one. */
export const FAILURE_WINDOW_SECONDS = 3_600;
/** The table of the client addresses each account signed in from (migration SignInAddresses). */
export const SIGN_IN_ADDRESSES_TABLE = 'sign_in_addresses';
/** An address the account signed in from within this long is the owner's: a lock caused elsewhere does not apply there (and past it the address is deleted). */
export const KNOWN_ADDRESS_RETENTION_MS = RETENTION_DAYS.signInAddresses * 24 * 3_600_000;
/** Compared with no account's id, so an unknown e-mail costs the same query as a known one. */
const NO_USER_ID = '00000000-0000-0000-0000-000000000000';
/** rate-limiter-flexible stores each counter as `<prefix>:<key>` in auth_rate_limits. */
const COUNTER_PREFIX = 'account_sign_in';

export const accountLockedMessage = (retryAfterSeconds: number) =>
  `Too many failed sign-in attempts for this account: signing in with a password is paused for ${Math.ceil(retryAfterSeconds / 60)} min. A password reset link still signs you in.`;

/**
 * Per-account protection against password guessing spread over many client addresses (credential
 * stuffing), on top of the per-IP limits. Every password sign-in for an e-mail address counts
 * before the password is checked (so parallel guesses cannot race past the count), in PostgreSQL
 * so every identity replica counts together; a sign-in that gets in starts the count again. After
 * ACCOUNT_LOCK_AFTER_FAILURES attempts in an hour the address is locked for ACCOUNT_LOCK_SECONDS:
 * 429 over_request_rate_limit with Retry-After, even for the right password. Whoever guesses thus
 * gets at most ACCOUNT_LOCK_AFTER_FAILURES attempts per lock period (docs/operations.md gives the
 * figure).
 *
 * The lock must not become a way to keep the owner out:
 * - it is counted apart at every address the account signed in from in the last 30 days, so
 *   attempts from elsewhere never lock the owner's usual places;
 * - the first refused attempt of each lock mails the owner a notice, in their language, holding a
 *   recovery link that signs them in at once whatever the lock (once per lock, not per attempt);
 * - mailed links are not password sign-ins: they are never locked, and they end the lock.
 * Addresses without an account are counted and locked alike, so the answers tell nobody which
 * addresses have one.
 */
@Injectable()
export class AccountSignInLimits implements OnModuleInit {
  private readonly logger = new Logger(AccountSignInLimits.name);
  private limiter?: RateLimiterPostgres;

  constructor(
    private readonly em: EntityManager,
    private readonly migrated: MigratedSchema,
    private readonly links: EmailLinks,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const pool = await this.em.getConnection().getNativeClient();
    this.limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      schemaName: this.migrated.schema,
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: COUNTER_PREFIX,
      points: this.config.ACCOUNT_LOCK_AFTER_FAILURES,
      duration: FAILURE_WINDOW_SECONDS,
      blockDuration: this.config.ACCOUNT_LOCK_SECONDS,
    });
  }

  /**
   * Counts one password sign-in for `email` from `ip`, before the password is checked. Throws the
   * 429 while the address is locked; the attempt that starts a lock mails the owner.
   */
  async countAttempt(email: string, ip: string, user: UserEntity | null): Promise<void> {
    const limiter = this.requireLimiter();
    const key = (await this.isKnownAddress(user, ip)) ? knownAddressKey(email, ip) : accountKey(email);
    try {
      await limiter.consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      // Exactly one attempt crosses the limit, whichever replica serves it: that one tells the owner.
      if (user?.email && refusal.consumedPoints === limiter.points + 1) {
        const lockedUntil = new Date(Date.now() + refusal.msBeforeNext);
        void this.notifyOwner(user, user.email, lockedUntil).catch((error: unknown) => this.logger.error({ msg: 'Account lock notice not sent', userId: user.id, err: error }));
      }
      throw new AuthApiError(429, AUTH_ERROR_CODES.overRequestRateLimit, accountLockedMessage(retryAfterSeconds), { headers: { 'Retry-After': String(retryAfterSeconds) } });
    }
  }

  /** After a sign-in that proved the owner (the password, or a mailed link): the counts start again and `ip` becomes a known address. */
  async signedIn(user: UserEntity, ip: string): Promise<void> {
    const em = this.em.fork();
    await Promise.all([
      this.startCountsAgain(user, ip),
      em
        .getConnection()
        .execute<QueryResult>(
          `insert into ${this.addressesTable()} ("user_id", "ip", "last_signed_in_at") values (?, ?, now()) on conflict ("user_id", "ip") do update set "last_signed_in_at" = excluded."last_signed_in_at"`,
          [user.id, ip],
          'run',
        ),
    ]);
  }

  /** After the owner proved who they are (also a re-authentication): the account's count and that of `ip` start again. */
  async startCountsAgain(user: UserEntity, ip: string): Promise<void> {
    const limiter = this.requireLimiter();
    if (!user.email) return;
    await Promise.all([limiter.delete(accountKey(user.email)), limiter.delete(knownAddressKey(user.email, ip))]);
  }

  /**
   * An erased account's traces here, in the erasure's transaction `em`: its known addresses and
   * every counter of its e-mail address (the account's and each address's), so a new account of
   * the same address starts with none. Returns how many rows went.
   */
  async forgetAccount(em: EntityManager, userId: string, email: string): Promise<number> {
    const addresses = await em.execute<QueryResult>(`delete from ${this.addressesTable()} where "user_id" = ?`, [userId], 'run');
    const counter = `${COUNTER_PREFIX}:${accountKey(email)}`;
    const counters = await em.execute<QueryResult>(`delete from "${this.migrated.schema}"."${RATE_LIMIT_TABLE}" where "key" = ? or "key" like ?`, [counter, `${counter}:%`], 'run');
    return addresses.affectedRows + counters.affectedRows;
  }

  /** The addresses the account signed in from (its personal-data export), newest first. */
  async knownAddresses(userId: string): Promise<{ ip: string; lastSignedInAt: Date }[]> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ ip: string; last_signed_in_at: Date }[]>(`select host("ip") as "ip", "last_signed_in_at" from ${this.addressesTable()} where "user_id" = ? order by "last_signed_in_at" desc`, [userId]);
    return rows.map((row) => ({ ip: row.ip, lastSignedInAt: new Date(row.last_signed_in_at) }));
  }

  /** Known addresses not used for KNOWN_ADDRESS_RETENTION_MS are forgotten (ExpiredAuthRecords). */
  async deleteStaleAddresses(now: Date): Promise<number> {
    const result = await this.em
      .fork()
      .getConnection()
      .execute<QueryResult>(`delete from ${this.addressesTable()} where "last_signed_in_at" < ?`, [new Date(now.getTime() - KNOWN_ADDRESS_RETENTION_MS)], 'run');
    return result.affectedRows;
  }

  private async isKnownAddress(user: UserEntity | null, ip: string): Promise<boolean> {
    if (isIP(ip) === 0) return false;
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<unknown[]>(`select 1 from ${this.addressesTable()} where "user_id" = ? and "ip" = ? and "last_signed_in_at" > ?`, [user?.id ?? NO_USER_ID, ip, new Date(Date.now() - KNOWN_ADDRESS_RETENTION_MS)]);
    return rows.length > 0;
  }

  private async notifyOwner(user: UserEntity, email: string, lockedUntil: Date): Promise<void> {
    const language = await accountLanguage(this.em.fork(), user.id);
    const token = await this.links.issue(user.id, 'recovery');
    const resetLink = this.links.link(token, 'recovery', `${this.config.SITE_URL}${language === 'es' ? '/es' : ''}/auth`);
    await this.mailer.send(
      accountLockedMail(email, language, { failures: this.config.ACCOUNT_LOCK_AFTER_FAILURES, lockedUntil, resetLink, linkValidMinutes: Math.round(this.config.EMAIL_TOKEN_TTL_SECONDS / 60) }),
    );
    this.logger.warn({ msg: 'Password sign-in locked after failed attempts; owner notified', userId: user.id, lockedUntil: lockedUntil.toISOString() });
  }

  private addressesTable(): string {
    return `"${this.migrated.schema}"."${SIGN_IN_ADDRESSES_TABLE}"`;
  }

  private requireLimiter(): RateLimiterPostgres {
    if (!this.limiter) throw new Error('Account sign-in limits are not initialised');
    return this.limiter;
  }
}

/** Counter keys hold a hash, not the address: the table need not list who was attacked. */
const accountKey = (email: string) => sha256(normalizeEmail(email));
const knownAddressKey = (email: string, ip: string) => `${accountKey(email)}:${ip}`;
