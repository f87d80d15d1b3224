import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { SUBJECTS, generationLogsListSchema, generationLogsQuerySchema, parseOrThrow, type GenerationLogsList } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { Roles, RolesGuard } from '../auth/roles.guard.js';

/** The admin monitor's generation log: real entries from generation, newest first. Admins only. */
@Controller('api/admin')
@UseGuards(JwtAuthGuard, RolesGuard)
@Roles(['admin'])
export class AdminGenerationLogsController {
  constructor(private readonly nats: NatsRequester) {}

  @Get('generation-logs')
  async list(@Query() query: Record<string, unknown>): Promise<{ ok: true; data: GenerationLogsList }> {
    const request = parseOrThrow(generationLogsQuerySchema, query);
    return { ok: true, data: await this.nats.request(SUBJECTS.generationLogsList, request, { schema: generationLogsListSchema }) };
  }
}
