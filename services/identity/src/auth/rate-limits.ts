import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, MigratedSchema } from '@pickwise/nest-kit';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { IdentityConfig } from '../config.js';
import { AUTH_ERROR_CODES, AuthApiError } from './auth-errors.js';

export type RateLimitedAction = 'signup' | 'signIn' | 'refresh' | 'verify' | 'factors' | 'recover' | 'contact';

/** The counters' table (no entity: rate-limiter-flexible's store owns its layout). */
export const RATE_LIMIT_TABLE = 'auth_rate_limits';
const FIVE_MINUTES = 300;
const ONE_HOUR = 3_600;

/**
 * Per-IP limits on the routes an attacker would hammer: the auth routes (GoTrue's defaults,
 * configurable) and the contact form.
 * Counters live in PostgreSQL (rate-limiter-flexible's store) so every replica counts together.
 * The check comes before any account lookup: a refused client learns nothing about an e-mail.
 */
@Injectable()
export class IpRateLimits implements OnModuleInit {
  private limiters?: Record<RateLimitedAction, RateLimiterPostgres>;

  constructor(
    private readonly em: EntityManager,
    private readonly migrated: MigratedSchema,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const pool = await this.em.getConnection().getNativeClient();
    const limiter = (keyPrefix: string, points: number, duration: number) =>
      // tableCreated: the migration made auth_rate_limits; the store only reads and writes it.
      new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', schemaName: this.migrated.schema, tableName: RATE_LIMIT_TABLE, tableCreated: true, clearExpiredByTimeout: false, keyPrefix, points, duration });
    this.limiters = {
      signup: limiter('signup', this.config.RATE_LIMIT_SIGNUP, FIVE_MINUTES),
      signIn: limiter('sign_in', this.config.RATE_LIMIT_SIGN_IN, FIVE_MINUTES),
      refresh: limiter('refresh', this.config.RATE_LIMIT_REFRESH, FIVE_MINUTES),
      verify: limiter('verify', this.config.RATE_LIMIT_VERIFY, FIVE_MINUTES),
      factors: limiter('factors', this.config.RATE_LIMIT_FACTORS, FIVE_MINUTES),
      recover: limiter('recover', this.config.RATE_LIMIT_RECOVER, ONE_HOUR),
      contact: limiter('contact', this.config.RATE_LIMIT_CONTACT, ONE_HOUR),
    };
  }

  /** Counts one `action` for `ip`; over the limit, a 429 over_request_rate_limit with Retry-After (the auth API's form). */
  async consume(action: RateLimitedAction, ip: string): Promise<void> {
    const waitSeconds = await this.secondsToWait(action, ip);
    if (waitSeconds !== undefined) {
      throw new AuthApiError(429, AUTH_ERROR_CODES.overRequestRateLimit, 'Request rate limit reached', { headers: { 'Retry-After': String(waitSeconds) } });
    }
  }

  /** Counts one `action` for `ip`: undefined while under the limit, else the seconds until it is allowed again. */
  async secondsToWait(action: RateLimitedAction, ip: string): Promise<number | undefined> {
    if (!this.limiters) throw new Error('Rate limits are not initialised');
    try {
      await this.limiters[action].consume(ip);
      return undefined;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    }
  }
}
