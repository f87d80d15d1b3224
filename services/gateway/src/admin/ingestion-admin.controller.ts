import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import {
  SUBJECTS,
  adminBackfillBodySchema,
  adminFetchDrawsBodySchema,
  adminHealthResponseSchema,
  ingestLogsListRequestSchema,
  ingestLogsListResponseSchema,
  ingestionBootstrapResultSchema,
  ingestionRunResultSchema,
  paidProviderUsageSchema,
  parseOrThrow,
} from '@pickwise/contracts';
import { APP_CONFIG, NatsRequester } from '@pickwise/nest-kit';
import { z } from 'zod';
import type { GatewayConfig } from '../config.js';
import { AdminOnly } from './admin-only.js';
import { ApiRoute, failed, jsonBody, queryParameters } from '../docs/api-route.js';
import { ADMIN_RUN_REFUSALS, adminRoute } from '../docs/route-shapes.js';

/** Bootstrap takes no options: an empty body, `{}`, or none at all. */
const bootstrapBodySchema = z.strictObject({}).optional();

/**
 * The admin panel's ingestion routes, each forwarded to the ingestion service, which owns the runs,
 * their log and the reports (it asks the draws and jackpots services for their parts). Admins only.
 */
@Controller('api/admin')
@AdminOnly()
export class IngestionAdminController {
  private readonly runTimeoutMs: number;

  constructor(
    private readonly nats: NatsRequester,
    @Inject(APP_CONFIG) config: GatewayConfig,
  ) {
    this.runTimeoutMs = config.ADMIN_INGESTION_TIMEOUT_MS;
  }

  /** One card per game of the admin list: last run, its rows, total draws, last error, the S-2 warning. */
  @ApiRoute(adminRoute('Game Health cards: last run, its rows, total draws, last error, the S-2 warning', adminHealthResponseSchema))
  @Get('health')
  async health() {
    return { ok: true as const, data: await this.nats.request(SUBJECTS.ingestionGamesHealth, {}, { schema: adminHealthResponseSchema }) };
  }

  @ApiRoute(adminRoute('Ingest runs, newest first', ingestLogsListResponseSchema, { parameters: queryParameters(ingestLogsListRequestSchema) }, { '404': failed('Unknown game id') }))
  @Get('ingest-logs')
  async ingestLogs(@Query() query: Record<string, unknown>) {
    const request = parseOrThrow(ingestLogsListRequestSchema, query);
    return { ok: true as const, data: await this.nats.request(SUBJECTS.ingestionLogsList, request, { schema: ingestLogsListResponseSchema }) };
  }

  /** A run of one game now; answers when the draws service has stored what it fetched (or the run failed). */
  @ApiRoute(adminRoute('Run the ingestion of one game now', ingestionRunResultSchema, jsonBody(adminFetchDrawsBodySchema), ADMIN_RUN_REFUSALS))
  @Post('fetch-draws')
  @HttpCode(200)
  async fetchDraws(@Body() body: unknown) {
    const request = parseOrThrow(adminFetchDrawsBodySchema, body);
    return { ok: true as const, data: await this.nats.request(SUBJECTS.ingestionRun, request, { schema: ingestionRunResultSchema, timeoutMs: this.runTimeoutMs }) };
  }

  @ApiRoute(adminRoute('Fetch every draw of the last months of one game', ingestionRunResultSchema, jsonBody(adminBackfillBodySchema), ADMIN_RUN_REFUSALS))
  @Post('backfill')
  @HttpCode(200)
  async backfill(@Body() body: unknown) {
    const request = parseOrThrow(adminBackfillBodySchema, body);
    return { ok: true as const, data: await this.nats.request(SUBJECTS.ingestionBackfill, request, { schema: ingestionRunResultSchema, timeoutMs: this.runTimeoutMs }) };
  }

  /** Every game fetched one after another, then its statistics checked (the spec's Bootstrap result). */
  @ApiRoute(adminRoute('Fetch all 12 games one after another, then check their statistics', ingestionBootstrapResultSchema))
  @Post('bootstrap')
  @HttpCode(200)
  async bootstrap(@Body() body: unknown) {
    parseOrThrow(bootstrapBodySchema, body);
    return { ok: true as const, data: await this.nats.request(SUBJECTS.ingestionBootstrap, {}, { schema: ingestionBootstrapResultSchema, timeoutMs: this.runTimeoutMs }) };
  }

  /** The paid provider's calls this month against its quota. */
  @ApiRoute(adminRoute("The paid provider's calls this month against its quota", paidProviderUsageSchema))
  @Get('provider-usage')
  async providerUsage() {
    return { ok: true as const, data: await this.nats.request(SUBJECTS.ingestionPaidProviderUsage, {}, { schema: paidProviderUsageSchema }) };
  }
}
