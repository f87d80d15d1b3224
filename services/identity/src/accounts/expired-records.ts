import { Inject, Injectable } from '@nestjs/common';
import type { EntityName } from '@mikro-orm/core';
import { EntityManager, type QueryResult } from '@mikro-orm/postgresql';
import { Cron, Timeout } from '@nestjs/schedule';
import { RETENTION_DAYS } from '@pickwise/contracts';
import { APP_CONFIG, MigratedSchema, RetentionJob, ScheduleTicks, dailyCron, qualifiedTableName } from '@pickwise/nest-kit';
import { AccountSignInLimits, SIGN_IN_ADDRESSES_TABLE } from '../auth/account-sign-in-limits.js';
import { CHALLENGE_TTL_SECONDS } from '../auth/factors.js';
import { RATE_LIMIT_TABLE } from '../auth/rate-limits.js';
import type { IdentityConfig } from '../config.js';
import { ContactMessageRecord } from '../contact/contact-message.entity.js';
import { Factor, MfaChallenge, OneTimeToken, RefreshToken, Session } from './entities.js';
import { IDENTITY_RETENTION } from './retention-schedule.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A factor enrolled but never verified is dropped after a day (its secret was shown once). */
export const UNVERIFIED_FACTOR_RETENTION_MS = DAY_MS;
const FIRST_RUN_DELAY_MS = 30_000;

export interface DeletedRecords {
  /** Revoked refresh tokens past RETENTION_DAYS.revokedRefreshTokens. */
  refreshTokens: number;
  /** Sessions not refreshed for RETENTION_DAYS.idleSessions ... */
  idleSessions: number;
  /** ... and their refresh tokens. */
  idleSessionTokens: number;
  emailTokens: number;
  challenges: number;
  unverifiedFactors: number;
  rateLimitCounters: number;
  signInAddresses: number;
  contactMessages: number;
}

/**
 * Keeps identity's tables to what they may hold, once a day by the replica that claims the firing:
 * the periods of RETENTION_DAYS (revoked refresh tokens, idle sessions with their tokens, sign-in
 * addresses, contact messages), and what can no longer be used (expired mailed links and MFA
 * challenges, abandoned factors, expired rate-limit counters).
 */
@Injectable()
export class ExpiredAuthRecords extends RetentionJob<keyof DeletedRecords> {
  constructor(
    private readonly em: EntityManager,
    private readonly migrated: MigratedSchema,
    private readonly accountLimits: AccountSignInLimits,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
    ticks: ScheduleTicks,
  ) {
    const tableOf = (entity: EntityName) => em.getMetadata().get(entity).tableName;
    super(ticks, IDENTITY_RETENTION, {
      refreshTokens: tableOf(RefreshToken),
      idleSessions: tableOf(Session),
      idleSessionTokens: tableOf(RefreshToken),
      emailTokens: tableOf(OneTimeToken),
      challenges: tableOf(MfaChallenge),
      unverifiedFactors: tableOf(Factor),
      rateLimitCounters: RATE_LIMIT_TABLE,
      signInAddresses: SIGN_IN_ADDRESSES_TABLE,
      contactMessages: tableOf(ContactMessageRecord),
    });
  }

  @Timeout(FIRST_RUN_DELAY_MS)
  async afterStart(): Promise<void> {
    await this.catchUp();
  }

  @Cron(dailyCron(IDENTITY_RETENTION.firing), { name: IDENTITY_RETENTION.job, timeZone: 'UTC', waitForCompletion: true })
  async daily(): Promise<void> {
    await this.fire();
  }

  async deleteExpired(now: Date = new Date()): Promise<DeletedRecords> {
    const em = this.em.fork();
    const connection = em.getConnection();
    const table = (entity: EntityName) => qualifiedTableName(em, entity);
    const before = (ms: number) => new Date(now.getTime() - ms);
    const deleted = async (sql: string, parameters: unknown[]) => (await connection.execute<QueryResult>(sql, parameters, 'run')).affectedRows;
    // One statement, so a session refreshed meanwhile keeps its tokens; the tokens are deleted by
    // name (not by the foreign key's cascade) to be counted. No SESSIONS_ENDED message: an idle
    // session's access tokens expired long ago (ACCESS_TOKEN_TTL_SECONDS is a day at most).
    const [idle] = await connection.execute<{ sessions: string; tokens: string }[]>(
      `with idle as (delete from ${table(Session)} where coalesce("refreshed_at", "created_at") < ? returning "id"),
            tokens as (delete from ${table(RefreshToken)} where "session_id" in (select "id" from idle) returning 1)
       select (select count(*) from idle) as sessions, (select count(*) from tokens) as tokens`,
      [before(RETENTION_DAYS.idleSessions * DAY_MS)],
    );
    return {
      refreshTokens: await deleted(`delete from ${table(RefreshToken)} where "revoked" and "updated_at" < ?`, [before(RETENTION_DAYS.revokedRefreshTokens * DAY_MS)]),
      idleSessions: Number(idle?.sessions ?? 0),
      idleSessionTokens: Number(idle?.tokens ?? 0),
      emailTokens: await deleted(`delete from ${table(OneTimeToken)} where "created_at" < ?`, [before(this.config.EMAIL_TOKEN_TTL_SECONDS * 1000)]),
      challenges: await deleted(`delete from ${table(MfaChallenge)} where "created_at" < ?`, [before(CHALLENGE_TTL_SECONDS * 1000)]),
      unverifiedFactors: await deleted(`delete from ${table(Factor)} where "status" = 'unverified' and "created_at" < ?`, [before(UNVERIFIED_FACTOR_RETENTION_MS)]),
      rateLimitCounters: await deleted(`delete from "${this.migrated.schema}"."${RATE_LIMIT_TABLE}" where "expire" < ?`, [now.getTime()]),
      signInAddresses: await this.accountLimits.deleteStaleAddresses(now),
      contactMessages: await deleted(`delete from ${table(ContactMessageRecord)} where "received_at" < ?`, [before(RETENTION_DAYS.contactMessages * DAY_MS)]),
    };
  }
}
