import { Controller, Get, Query } from '@nestjs/common';
import { SUBJECTS, generationLogsListSchema, generationLogsQuerySchema, parseOrThrow, type GenerationLogsList } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import { AdminOnly } from './admin-only.js';
import { ApiRoute, queryParameters } from '../docs/api-route.js';
import { adminRoute } from '../docs/route-shapes.js';

/** The admin monitor's generation log: real entries from generation, newest first, paged and filtered. Admins only. */
@Controller('api/admin')
@AdminOnly()
export class AdminGenerationLogsController {
  constructor(private readonly nats: NatsRequester) {}

  @ApiRoute(adminRoute('Generation log entries, newest first, paged and filtered', generationLogsListSchema, { parameters: queryParameters(generationLogsQuerySchema) }))
  @Get('generation-logs')
  async list(@Query() query: Record<string, unknown>): Promise<{ ok: true; data: GenerationLogsList }> {
    const request = parseOrThrow(generationLogsQuerySchema, query);
    return { ok: true, data: await this.nats.request(SUBJECTS.generationLogsList, request, { schema: generationLogsListSchema }) };
  }
}
