import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuthApiController } from './auth-api.controller.js';
import { JwksController } from './jwks.controller.js';
import { JwksKeys } from './jwks-keys.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { JwtStrategy } from './jwt.strategy.js';
import { RolesGuard } from './roles.guard.js';

/**
 * Accounts: the GoTrue-compatible auth API forwarded to identity, identity's JWKS under GoTrue's
 * path, and the guards that verify an access token against it (JwtAuthGuard) and require a role
 * (RolesGuard with @Roles).
 */
@Module({
  imports: [PassportModule],
  controllers: [JwksController, AuthApiController],
  providers: [JwksKeys, JwtStrategy, JwtAuthGuard, RolesGuard],
  exports: [JwtAuthGuard, RolesGuard],
})
export class AuthModule {}
