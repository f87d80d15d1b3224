import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, limitsUpdateRequestSchema, parseOrThrow, ticketsCallerSchema, type Limits } from '@pickwise/contracts';
import { LimitsService } from './limits.service.js';

/** `tickets.limits.get` and `tickets.limits.update`: the caller's budgets and pause. */
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
}
