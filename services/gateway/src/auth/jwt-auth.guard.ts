import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { DomainError, accessTokenIssuer } from '@pickwise/contracts';
import { APP_CONFIG, AccessTokenRejected, AccessTokenVerifier, bearerToken } from '@pickwise/nest-kit';
import type { FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config.js';
import { authUserFromClaims, type AuthUser } from './auth-user.js';
import { EndedSessions } from './ended-sessions.js';
import { JwksKeys } from './jwks-keys.js';

export const MISSING_TOKEN_MESSAGE = 'This endpoint requires a Bearer token';
export const INVALID_TOKEN_MESSAGE = 'Invalid or expired access token';

/**
 * Requires `Authorization: Bearer <access token>`, verified by nest-kit's AccessTokenVerifier (the
 * one identity uses too, with identity's JWKS keys) and sets `request.user`. Without a valid token:
 * 401 envelope. When identity cannot be asked for its keys (UNAVAILABLE, or a broken reply), that
 * error is answered instead of blaming the token.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  private readonly verifier: AccessTokenVerifier;

  constructor(
    keys: JwksKeys,
    private readonly endedSessions: EndedSessions,
    @Inject(APP_CONFIG) config: GatewayConfig,
  ) {
    // identity signs with its SITE_URL as issuer; both services are given the same SITE_URL.
    this.verifier = new AccessTokenVerifier((kid) => keys.keyFor(kid), accessTokenIssuer(config.SITE_URL));
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new DomainError('UNAUTHORIZED', MISSING_TOKEN_MESSAGE);
    try {
      request.user = authUserFromClaims(await this.verifier.verify(token));
    } catch (error) {
      if (error instanceof AccessTokenRejected) throw new DomainError('UNAUTHORIZED', INVALID_TOKEN_MESSAGE);
      throw error;
    }
    // A valid signature says nothing of a session ended since the token was issued.
    this.endedSessions.assertOpen(request.user.sessionId);
    return true;
  }
}
