import { Body, Controller, Get, Put, Req, UseGuards } from '@nestjs/common';
import { SUBJECTS, limitsSchema, limitsUpdateSchema, parseOrThrow, type Limits } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import { callerOf, type AuthUser } from '../auth/auth-user.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';

/**
 * The signed-in player's budgets and pause (/api/limits), kept by the tickets service: a lowered
 * budget counts at once, a raised or removed one after 24 hours (its `pending`).
 */
@Controller('api/limits')
@UseGuards(JwtAuthGuard)
export class LimitsController {
  constructor(private readonly nats: NatsRequester) {}

  @Get()
  async get(@Req() request: { user: AuthUser }): Promise<{ ok: true; data: Limits }> {
    return { ok: true, data: await this.nats.request(SUBJECTS.ticketsLimitsGet, callerOf(request), { schema: limitsSchema }) };
  }

  @Put()
  async update(@Req() request: { user: AuthUser }, @Body() body: unknown): Promise<{ ok: true; data: Limits }> {
    const update = parseOrThrow(limitsUpdateSchema, body ?? {});
    return { ok: true, data: await this.nats.request(SUBJECTS.ticketsLimitsUpdate, { ...callerOf(request), update }, { schema: limitsSchema }) };
  }
}
