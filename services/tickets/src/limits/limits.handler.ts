import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, limitsUpdateRequestSchema, parseOrThrow, pausedUsersRequestSchema, ticketsCallerSchema, type Limits } from '@pickwise/contracts';
import { LimitsService } from './limits.service.js';

/** `tickets.limits.get` and `tickets.limits.update`: the caller's budgets and pause; `tickets.paused`: whose pause is on, for the notifications service. */
@Controller()
export class LimitsHandler {
  constructor(private readonly limits: LimitsService) {}

  @MessagePattern(SUBJECTS.ticketsLimitsGet)
  async get(@Payload() payload: unknown): Promise<{ ok: true; data: Limits }> {
    return { ok: true, data: await this.limits.get(parseOrThrow(ticketsCallerSchema, payload)) };
  }

  @MessagePattern(SUBJECTS.ticketsLimitsUpdate)
  async update(@Payload() payload: unknown): Promise<{ ok: true; data: Limits }> {
    const { update, ...caller } = parseOrThrow(limitsUpdateRequestSchema, payload);
    return { ok: true, data: await this.limits.update(caller, update) };
  }

  @MessagePattern(SUBJECTS.ticketsPaused)
  async paused(@Payload() payload: unknown): Promise<{ ok: true; data: { paused: string[] } }> {
    return { ok: true, data: { paused: await this.limits.pausedAmong(parseOrThrow(pausedUsersRequestSchema, payload).userIds) } };
  }
}
