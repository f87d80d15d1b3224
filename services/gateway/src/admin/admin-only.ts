import { UseGuards, applyDecorators } from '@nestjs/common';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { Roles, RolesGuard } from '../auth/roles.guard.js';
import { RecentTokenGuard } from './recent-token.guard.js';

/**
 * A controller or route for users with role admin: 401 without a valid access token of an open
 * session, 403 without the role, 401 when the token is older than ADMIN_TOKEN_MAX_AGE_SECONDS.
 */
export const AdminOnly = () => applyDecorators(UseGuards(JwtAuthGuard, RolesGuard, RecentTokenGuard), Roles(['admin']));
