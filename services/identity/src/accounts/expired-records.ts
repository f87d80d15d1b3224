import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityName } from '@mikro-orm/core';
import { EntityManager, type QueryResult } from '@mikro-orm/postgresql';
import { Cron, CronExpression, Timeout } from '@nestjs/schedule';
import { APP_CONFIG, MigratedSchema, qualifiedTableName } from '@pickwise/nest-kit';
import { AccountSignInLimits } from '../auth/account-sign-in-limits.js';
import { CHALLENGE_TTL_SECONDS } from '../auth/factors.js';
import { RATE_LIMIT_TABLE } from '../auth/rate-limits.js';
import type { IdentityConfig } from '../config.js';
import { Factor, MfaChallenge, OneTimeToken, RefreshToken } from './entities.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Revoked refresh tokens are kept this long so that a copied token presented again is still
 * recognised as reuse (and ends its session); after that it is just unknown, and refused as such.
 */
export const REVOKED_REFRESH_TOKEN_RETENTION_MS = 7 * DAY_MS;
/** A factor enrolled but never verified is dropped after a day (its secret was shown once). */
export const UNVERIFIED_FACTOR_RETENTION_MS = DAY_MS;
const FIRST_RUN_DELAY_MS = 30_000;

export interface DeletedRecords {
  refreshTokens: number;
  emailTokens: number;
  challenges: number;
  unverifiedFactors: number;
  rateLimitCounters: number;
  signInAddresses: number;
}

/**
 * Keeps identity's tables bounded: what can no longer be used (expired mailed links and MFA
 * challenges, old revoked refresh tokens, abandoned factors, expired rate-limit counters, sign-in
 * addresses unused for 30 days) is
 * deleted once a day and shortly after start. Replicas doing it together delete the same rows.
 */
@Injectable()
export class ExpiredAuthRecords {
  private readonly logger = new Logger(ExpiredAuthRecords.name);

  constructor(
    private readonly em: EntityManager,
    private readonly migrated: MigratedSchema,
    private readonly accountLimits: AccountSignInLimits,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {}

  @Timeout(FIRST_RUN_DELAY_MS)
  async afterStart(): Promise<void> {
    await this.runLogged();
  }

  @Cron(CronExpression.EVERY_DAY_AT_4AM, { name: 'identity-expired-records', waitForCompletion: true })
  async daily(): Promise<void> {
    await this.runLogged();
  }

  async deleteExpired(now = new Date()): Promise<DeletedRecords> {
    const em = this.em.fork();
    const connection = em.getConnection();
    const table = (entity: EntityName) => qualifiedTableName(em, entity);
    const before = (ms: number) => new Date(now.getTime() - ms);
    const deleted = async (sql: string, parameters: unknown[]) => (await connection.execute<QueryResult>(sql, parameters, 'run')).affectedRows;
    return {
      refreshTokens: await deleted(`delete from ${table(RefreshToken)} where "revoked" and "updated_at" < ?`, [before(REVOKED_REFRESH_TOKEN_RETENTION_MS)]),
      emailTokens: await deleted(`delete from ${table(OneTimeToken)} where "created_at" < ?`, [before(this.config.EMAIL_TOKEN_TTL_SECONDS * 1000)]),
      challenges: await deleted(`delete from ${table(MfaChallenge)} where "created_at" < ?`, [before(CHALLENGE_TTL_SECONDS * 1000)]),
      unverifiedFactors: await deleted(`delete from ${table(Factor)} where "status" = 'unverified' and "created_at" < ?`, [before(UNVERIFIED_FACTOR_RETENTION_MS)]),
      rateLimitCounters: await deleted(`delete from "${this.migrated.schema}"."${RATE_LIMIT_TABLE}" where "expire" < ?`, [now.getTime()]),
      signInAddresses: await this.accountLimits.deleteStaleAddresses(now),
    };
  }

  private async runLogged(): Promise<void> {
    try {
      const deleted = await this.deleteExpired();
      const total = Object.values(deleted).reduce((sum, count) => sum + count, 0);
      if (total > 0) this.logger.log({ msg: 'Deleted expired auth records', ...deleted });
    } catch (error) {
      // The next pass retries; the tables only grow a day longer.
      this.logger.error(`Deleting expired auth records failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
