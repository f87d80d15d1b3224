import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '@pickwise/contracts';
import { isDomainError } from '@pickwise/nest-kit';
import type { AuthUser } from './auth-user.js';

export const MISSING_TOKEN_MESSAGE = 'This endpoint requires a Bearer token';
export const INVALID_TOKEN_MESSAGE = 'Invalid or expired access token';

/**
 * Requires a valid access token (JwtStrategy). Without one: 401 envelope. When identity cannot be
 * asked for its keys (UNAVAILABLE, or a broken reply), that error is answered instead of blaming the token.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser = AuthUser>(error: unknown, user: unknown, info: unknown): TUser {
    if (error) throw error;
    if (isDomainError(info) && info.code !== 'UNAUTHORIZED') throw info;
    if (!user) throw new DomainError('UNAUTHORIZED', info instanceof Error && info.message === 'No auth token' ? MISSING_TOKEN_MESSAGE : INVALID_TOKEN_MESSAGE);
    return user as TUser;
  }
}
