import { Injectable } from '@nestjs/common';
import type { AccessTokenClaims } from '@pickwise/contracts';
import { Accounts } from '../accounts/accounts.js';
import type { SessionEntity, UserEntity } from '../accounts/entities.js';
import { AccessTokens } from './access-tokens.js';
import { AUTH_ERROR_CODES, forbidden, unauthorized } from './auth-errors.js';
import { Sessions } from './sessions.js';

export interface Authenticated {
  claims: AccessTokenClaims;
  session: SessionEntity;
  user: UserEntity;
}

/**
 * What GoTrue's `requireAuthentication` does: a valid access token whose session still exists
 * (a signed-out or revoked session's tokens stop working here at once) and whose user exists.
 */
@Injectable()
export class Authentication {
  constructor(
    private readonly accessTokens: AccessTokens,
    private readonly sessions: Sessions,
    private readonly accounts: Accounts,
  ) {}

  async require(accessToken: string | null): Promise<Authenticated> {
    if (!accessToken) throw unauthorized(AUTH_ERROR_CODES.noAuthorization, 'This endpoint requires a valid Bearer token');
    const claims = await this.accessTokens.verify(accessToken);
    const [session, user] = await Promise.all([this.sessions.find(claims.session_id), this.accounts.findById(claims.sub)]);
    if (!session || session.userId !== claims.sub) throw forbidden(AUTH_ERROR_CODES.sessionNotFound, 'Session from session_id claim in JWT does not exist');
    if (!user) throw forbidden(AUTH_ERROR_CODES.userNotFound, 'User from sub claim in JWT does not exist');
    return { claims, session, user };
  }
}
