import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager, LockMode, type FilterQuery } from '@mikro-orm/postgresql';
import type { AuthenticationMethod, LogoutScope, SessionEndReason } from '@pickwise/contracts';
import { APP_CONFIG } from '@pickwise/nest-kit';
import { createHash, randomBytes } from 'node:crypto';
import { Accounts } from '../accounts/accounts.js';
import { RefreshToken, Session, User, type SessionEntity, type UserEntity } from '../accounts/entities.js';
import { currentRole } from '../accounts/roles.js';
import type { IdentityConfig } from '../config.js';
import { AccessTokens } from './access-tokens.js';
import { AUTH_ERROR_CODES, badRequest } from './auth-errors.js';
import { SessionEndings } from './session-endings.js';
import type { UserJson } from './user-json.js';

/** Who is calling, as the gateway saw it. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** GoTrue's AccessTokenResponse: what sign-in, refresh, recovery and MFA verification return. */
export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

/** Refresh tokens are 256 random bits, shown once; only their SHA-256 is stored. */
const newRefreshToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** `method` first, with the time of now; one entry per method, as GoTrue keeps them. */
const withNewest = (amr: readonly AuthenticationMethod[], method: AuthenticationMethod['method']): [AuthenticationMethod, ...AuthenticationMethod[]] => [
  { method, timestamp: Math.floor(Date.now() / 1000) },
  ...amr.filter((entry) => entry.method !== method),
];

const TOKEN_NOT_FOUND = 'Invalid Refresh Token: Refresh Token Not Found';
const TOKEN_ALREADY_USED = 'Invalid Refresh Token: Already Used';

/**
 * Sessions and their refresh-token chains. Every refresh revokes the presented token and issues
 * its child; presenting a revoked token again means it was copied, so the whole session ends
 * (its tokens, and the access tokens naming it stop passing /user) — except within a short
 * reuse interval, where two tabs refreshing with the same token at once both get a child.
 */
@Injectable()
export class Sessions {
  private readonly logger = new Logger(Sessions.name);

  constructor(
    private readonly em: EntityManager,
    private readonly accounts: Accounts,
    private readonly accessTokens: AccessTokens,
    private readonly endings: SessionEndings,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** A new session for a user who just proved who they are by `method`. */
  async start(user: UserEntity, method: AuthenticationMethod['method'], client: ClientInfo): Promise<SessionResponse> {
    const em = this.em.fork();
    const now = new Date();
    const session = em.create(Session, { userId: user.id, aal: 'aal1', amr: [{ method, timestamp: Math.floor(now.getTime() / 1000) }], userAgent: client.userAgent, ip: client.ip, createdAt: now, updatedAt: now });
    await em.persist(session).flush();
    await em.nativeUpdate(User, { id: user.id }, { lastSignInAt: now });
    user.lastSignInAt = now;
    return this.respond(em, user, session, await this.issueRefreshToken(em, session, null));
  }

  /** POST /token?grant_type=refresh_token. */
  async refresh(presented: string): Promise<SessionResponse> {
    const outcome = await this.em.fork().transactional(async (em) => {
      const token = await em.findOne(RefreshToken, { tokenHash: sha256(presented) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!token) return { kind: 'unknown' as const };
      const session = await em.findOne(Session, { id: token.sessionId });
      if (!session) return { kind: 'unknown' as const };
      if (token.revoked) {
        const revokedForMs = Date.now() - token.updatedAt.getTime();
        if (revokedForMs > this.config.REFRESH_TOKEN_REUSE_INTERVAL_SECONDS * 1000) {
          // Announced inside the transaction: if the gateways cannot be told, the session stays and the next reuse tries again.
          await this.endings.announce(session.userId, [session.id], 'refresh_token_reuse');
          await em.nativeDelete(Session, { id: session.id });
          return { kind: 'reused' as const, sessionId: session.id };
        }
      } else {
        token.revoked = true;
        token.updatedAt = new Date();
      }
      session.refreshedAt = new Date();
      session.updatedAt = session.refreshedAt;
      const child = await this.issueRefreshToken(em, session, token.tokenHash);
      return { kind: 'rotated' as const, session, child };
    });
    if (outcome.kind === 'unknown') throw badRequest(AUTH_ERROR_CODES.refreshTokenNotFound, TOKEN_NOT_FOUND);
    if (outcome.kind === 'reused') {
      this.logger.warn(`Refresh token reuse detected: session ${outcome.sessionId} revoked`);
      throw badRequest(AUTH_ERROR_CODES.refreshTokenAlreadyUsed, TOKEN_ALREADY_USED);
    }
    const em = this.em.fork();
    const user = await this.accounts.findById(outcome.session.userId, em);
    if (!user) throw badRequest(AUTH_ERROR_CODES.refreshTokenNotFound, TOKEN_NOT_FOUND);
    return this.respond(em, user, outcome.session, outcome.child);
  }

  /** Raises a session to aal2 after a second factor, and answers with tokens that say so. */
  async elevate(session: SessionEntity, user: UserEntity, method: AuthenticationMethod['method']): Promise<SessionResponse> {
    const em = this.em.fork();
    const amr = withNewest(session.amr, method);
    await em.nativeUpdate(Session, { id: session.id }, { aal: 'aal2', amr, updatedAt: new Date() });
    const elevated = { ...session, aal: 'aal2' as const, amr };
    return this.respond(em, user, elevated, await this.issueRefreshToken(em, elevated, null));
  }

  /**
   * Records that the session's user proved again who they are by `method` (a re-authentication): its
   * newest amr entry, which the recent-authentication check reads. The tokens and the aal stay as they are.
   */
  async renewAuthentication(session: SessionEntity, method: AuthenticationMethod['method']): Promise<AuthenticationMethod> {
    const [renewed, ...earlier] = withNewest(session.amr, method);
    await this.em.fork().nativeUpdate(Session, { id: session.id }, { amr: [renewed, ...earlier], updatedAt: new Date() });
    return renewed;
  }

  /** The live session an access token names, or null once it was ended. */
  find(sessionId: string): Promise<SessionEntity | null> {
    return this.em.fork().findOne(Session, { id: sessionId });
  }

  /**
   * Ends sessions as POST /logout's scopes say: `local` this session, `global` all of the user's,
   * `others` all but this one (also what a password change does). Returns how many ended.
   */
  end(scope: LogoutScope, session: { id: string; userId: string }, reason: SessionEndReason = 'logout'): Promise<number> {
    if (scope === 'local') return this.endWhere(session.userId, { id: session.id, userId: session.userId }, reason);
    if (scope === 'global') return this.endWhere(session.userId, { userId: session.userId }, reason);
    return this.endWhere(session.userId, { userId: session.userId, id: { $ne: session.id } }, reason);
  }

  /** Ends every session of a user (an admin's sign-out). */
  endAll(userId: string, reason: SessionEndReason): Promise<number> {
    return this.endWhere(userId, { userId }, reason);
  }

  /**
   * The gateways hear of the sessions before the rows go (SessionEndings), and exactly the
   * announced rows are deleted: a session started meanwhile was not announced, so it stays, as if
   * it had begun just after.
   */
  private async endWhere(userId: string, where: FilterQuery<SessionEntity>, reason: SessionEndReason): Promise<number> {
    const em = this.em.fork();
    const ids = (await em.find(Session, where, { fields: ['id'] })).map((session) => session.id);
    if (ids.length === 0) return 0;
    await this.endings.announce(userId, ids, reason);
    await em.nativeDelete(Session, { id: { $in: ids } });
    return ids.length;
  }

  private async issueRefreshToken(em: EntityManager, session: Pick<SessionEntity, 'id' | 'userId'>, parentHash: string | null): Promise<string> {
    const token = newRefreshToken();
    const now = new Date();
    await em.insert(RefreshToken, { tokenHash: sha256(token), userId: session.userId, sessionId: session.id, parentHash, revoked: false, createdAt: now, updatedAt: now });
    return token;
  }

  private async respond(em: EntityManager, user: UserEntity, session: Pick<SessionEntity, 'id' | 'aal' | 'amr'>, refreshToken: string): Promise<SessionResponse> {
    const role = await currentRole(em, user.id);
    const access = await this.accessTokens.issue({ userId: user.id, email: user.email ?? null, role, sessionId: session.id, aal: session.aal, amr: session.amr });
    return {
      access_token: access.token,
      token_type: 'bearer',
      expires_in: access.expiresIn,
      expires_at: access.expiresAt,
      refresh_token: refreshToken,
      user: await this.accounts.json(user, em),
    };
  }
}
