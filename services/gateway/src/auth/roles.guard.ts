import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError, type UserRoleName } from '@pickwise/contracts';
import type { AuthUser } from './auth-user.js';
import { MISSING_TOKEN_MESSAGE } from './jwt-auth.guard.js';

/** The roles a route or controller accepts (any one of them); checked by RolesGuard after JwtAuthGuard. */
export const Roles = Reflector.createDecorator<UserRoleName[]>();

/** The specification's access-denied text for a signed-in user without the role. */
export const FORBIDDEN_MESSAGE = "You don't have permission to access this page";

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const required = this.reflector.getAllAndOverride(Roles, [context.getHandler(), context.getClass()]);
    if (!required || required.length === 0) return true;
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user) throw new DomainError('UNAUTHORIZED', MISSING_TOKEN_MESSAGE);
    if (!required.includes(user.role)) throw new DomainError('FORBIDDEN', FORBIDDEN_MESSAGE);
    return true;
  }
}
