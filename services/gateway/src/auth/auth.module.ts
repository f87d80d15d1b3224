import { Module } from '@nestjs/common';
import { JetStreamConnection } from '@pickwise/nest-kit';
import { AuthApiController } from './auth-api.controller.js';
import { EndedSessions } from './ended-sessions.js';
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
  providers: [JwksKeys, JetStreamConnection, EndedSessions, JwtAuthGuard, RolesGuard],
  // JwksKeys and EndedSessions too: a guard named in @UseGuards is built in the module of the
  // controller that names it, and every such guard must share the one list of ended sessions.
  // JetStreamConnection: the gateway's one JetStream connection, for the export's shared counts too.
  exports: [JwksKeys, EndedSessions, JwtAuthGuard, RolesGuard, JetStreamConnection],
})
export class AuthModule {}
