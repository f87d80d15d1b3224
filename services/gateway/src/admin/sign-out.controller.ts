import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { SUBJECTS, adminSignOutBodySchema, endUserSessionsResultSchema, parseOrThrow, type EndUserSessionsResult } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import type { AuthUser } from '../auth/auth-user.js';
import { AdminOnly } from './admin-only.js';
import { ApiRoute, failed, jsonBody } from '../docs/api-route.js';
import { adminRoute } from '../docs/route-shapes.js';

/**
 * POST /api/admin/sign-out `{ email }`: ends every session of that account (a stolen device, a
 * compromised account), so its refresh tokens stop at once and its access tokens are refused on
 * every route of every replica. Admins only.
 */
@Controller('api/admin')
@AdminOnly()
export class AdminSignOutController {
  constructor(private readonly nats: NatsRequester) {}

  @ApiRoute(adminRoute('End every session of an account', endUserSessionsResultSchema, jsonBody(adminSignOutBodySchema), { '404': failed('No account has that e-mail address') }))
  @Post('sign-out')
  @HttpCode(200)
  async signOut(@Body() body: unknown, @Req() request: { user: AuthUser }): Promise<{ ok: true; data: EndUserSessionsResult }> {
    const { email } = parseOrThrow(adminSignOutBodySchema, body ?? {});
    return { ok: true, data: await this.nats.request(SUBJECTS.identitySessionsEndUser, { email, requestedBy: request.user.id }, { schema: endUserSessionsResultSchema }) };
  }
}
