import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { DomainError } from '@pickwise/contracts';
import { APP_CONFIG } from '@pickwise/nest-kit';
import type { AuthUser } from '../auth/auth-user.js';
import { MISSING_TOKEN_MESSAGE } from '../auth/jwt-auth.guard.js';
import type { GatewayConfig } from '../config.js';

export const STALE_ADMIN_TOKEN_MESSAGE = 'Admin routes need a recently issued access token: refresh the session or sign in again';

/**
 * Admin routes refuse access tokens issued more than ADMIN_TOKEN_MAX_AGE_SECONDS ago (401), though
 * they have not expired. A token copied from an admin's browser then opens the admin API for
 * minutes rather than the hour it lives, and the role it carries (read when it was issued) is at
 * most that old. The admin panel refreshes its session on this 401 and asks again.
 */
@Injectable()
export class RecentTokenGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: GatewayConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user) throw new DomainError('UNAUTHORIZED', MISSING_TOKEN_MESSAGE);
    const ageSeconds = Date.now() / 1000 - user.issuedAt;
    if (ageSeconds > this.config.ADMIN_TOKEN_MAX_AGE_SECONDS) throw new DomainError('UNAUTHORIZED', STALE_ADMIN_TOKEN_MESSAGE);
    return true;
  }
}
