import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, qualifiedTableName } from '@pickwise/nest-kit';
import { randomBytes } from 'node:crypto';
import { OneTimeToken, type OneTimeTokenType } from '../accounts/entities.js';
import type { IdentityConfig } from '../config.js';
import { AUTH_ERROR_CODES, AuthApiError } from './auth-errors.js';
import { sha256 } from './sessions.js';

export const LINK_INVALID_MESSAGE = 'Email link is invalid or has expired';

/**
 * The one-time tokens of e-mailed links (confirm the address, recover the account). The link
 * carries 256 random bits; the table holds their SHA-256, one outstanding token per user and type
 * (asking again replaces it), and a token is deleted when used.
 */
@Injectable()
export class EmailLinks {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async issue(userId: string, tokenType: OneTimeTokenType): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.em.fork().upsert(OneTimeToken, { userId, tokenType, tokenHash: sha256(token), createdAt: new Date() }, { onConflictFields: ['userId', 'tokenType'], onConflictAction: 'merge', onConflictMergeFields: ['tokenHash', 'createdAt'] });
    return token;
  }

  /** The user a valid, unexpired token of `tokenType` belongs to; the token is used up. */
  async consume(token: string, tokenType: OneTimeTokenType): Promise<string> {
    const notAfter = new Date(Date.now() - this.config.EMAIL_TOKEN_TTL_SECONDS * 1000);
    const em = this.em.fork();
    const [used] = await em
      .getConnection()
      .execute<{ user_id: string }[]>(
        `delete from ${qualifiedTableName(em, OneTimeToken)} where "token_hash" = ? and "token_type" = ? and "created_at" > ? returning "user_id"`,
        [sha256(token), tokenType, notAfter],
      );
    if (!used) throw new AuthApiError(403, AUTH_ERROR_CODES.otpExpired, LINK_INVALID_MESSAGE);
    return used.user_id;
  }

  /** The link of a mail: GET /verify on this site, which signs the user in and goes on to `redirectTo`. */
  link(token: string, type: 'signup' | 'recovery', redirectTo: string | undefined): string {
    const url = new URL(`${this.config.SITE_URL}/api/auth/v1/verify`);
    url.searchParams.set('token', token);
    url.searchParams.set('type', type);
    url.searchParams.set('redirect_to', this.safeRedirect(redirectTo));
    return url.toString();
  }

  /**
   * `redirectTo` when it is on this site (or an origin of REDIRECT_ALLOW_LIST), else the site: a
   * link must never hand a fresh session to somebody else's page.
   */
  safeRedirect(redirectTo: string | undefined): string {
    if (!redirectTo) return `${this.config.SITE_URL}/`;
    try {
      const target = new URL(redirectTo);
      const allowed = [this.config.SITE_URL, ...this.config.REDIRECT_ALLOW_LIST].map((origin) => new URL(origin).origin);
      return allowed.includes(target.origin) ? target.toString() : `${this.config.SITE_URL}/`;
    } catch {
      return `${this.config.SITE_URL}/`;
    }
  }
}
