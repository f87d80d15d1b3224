import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { JwksController } from './jwks.controller.js';
import { JwksKeys } from './jwks-keys.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { JwtStrategy } from './jwt.strategy.js';
import { RolesGuard } from './roles.guard.js';

/**
 * Access tokens: identity's JWKS published under GoTrue's path, and the guards that verify a
 * token against it (JwtAuthGuard) and require a role (RolesGuard with @Roles).
 */
@Module({
  imports: [PassportModule],
  controllers: [JwksController],
  providers: [JwksKeys, JwtStrategy, JwtAuthGuard, RolesGuard],
  exports: [JwtAuthGuard, RolesGuard],
})
export class AuthModule {}
