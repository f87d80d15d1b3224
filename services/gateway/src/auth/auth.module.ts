import { Module } from '@nestjs/common';
import { AuthApiController } from './auth-api.controller.js';
import { JwksController } from './jwks.controller.js';
import { JwksKeys } from './jwks-keys.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { RolesGuard } from './roles.guard.js';

/**
 * Accounts: the GoTrue-compatible auth API forwarded to identity, identity's JWKS under GoTrue's
 * path, and the guards that verify an access token against it (JwtAuthGuard) and require a role
 * (RolesGuard with @Roles).
 */
@Module({
  controllers: [JwksController, AuthApiController],
  providers: [JwksKeys, JwtAuthGuard, RolesGuard],
  // JwksKeys too: a guard named in @UseGuards is built in the module of the controller that names it.
  exports: [JwksKeys, JwtAuthGuard, RolesGuard],
})
export class AuthModule {}
