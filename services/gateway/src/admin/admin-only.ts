import { UseGuards, applyDecorators } from '@nestjs/common';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { Roles, RolesGuard } from '../auth/roles.guard.js';

/** A controller or route for users with role admin: 401 without a valid access token, 403 without the role. */
export const AdminOnly = () => applyDecorators(UseGuards(JwtAuthGuard, RolesGuard), Roles(['admin']));
