import { Body, Controller, Get, Put, Req, UseGuards } from '@nestjs/common';
import { SUBJECTS, limitsSchema, limitsUpdateSchema, parseOrThrow, type Limits } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import { callerOf, type AuthUser } from '../auth/auth-user.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ApiRoute, BAD_REQUEST, NOT_JSON, TOO_LARGE, jsonBody, ok } from '../docs/api-route.js';
import { myTicketsRoute } from '../docs/route-shapes.js';

/**
 * The signed-in player's budgets and pause (/api/limits), kept by the tickets service: a lowered
 * budget counts at once, a raised or removed one after 24 hours (its `pending`).
 */
@Controller('api/limits')
@UseGuards(JwtAuthGuard)
export class LimitsController {
  constructor(private readonly nats: NatsRequester) {}

  @ApiRoute(
    myTicketsRoute('The budgets per currency (weekly, monthly, spent this week and month, a raise waiting out its 24 hours) and the pause', {
      '200': ok('Budgets and pause', limitsSchema),
    }),
  )
  @Get()
  async get(@Req() request: { user: AuthUser }): Promise<{ ok: true; data: Limits }> {
    return { ok: true, data: await this.nats.request(SUBJECTS.ticketsLimitsGet, callerOf(request), { schema: limitsSchema }) };
  }

  @ApiRoute(
    myTicketsRoute(
      'Set budgets (null removes one) or the pause; a lower budget counts at once, a higher one (or a removal) after 24 hours',
      { '200': ok('The limits as they now stand', limitsSchema) },
      jsonBody(limitsUpdateSchema),
      { '400': BAD_REQUEST, '413': TOO_LARGE, '415': NOT_JSON },
    ),
  )
  @Put()
  async update(@Req() request: { user: AuthUser }, @Body() body: unknown): Promise<{ ok: true; data: Limits }> {
    const update = parseOrThrow(limitsUpdateSchema, body ?? {});
    return { ok: true, data: await this.nats.request(SUBJECTS.ticketsLimitsUpdate, { ...callerOf(request), update }, { schema: limitsSchema }) };
  }
}
