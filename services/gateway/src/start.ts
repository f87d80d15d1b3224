import { JetStreamConnection, JsonLogger, startMetricsServer, startService, type StartedService } from '@pickwise/nest-kit';
import { AppModule } from './app.module.js';
import { SERVICE_NAME, type GatewayConfig } from './config.js';
import { applyRateLimit, clientIpUnder } from './security/rate-limit.js';
import { SharedRequestCounts } from './security/shared-request-counts.js';
import { applySecurityHeaders, securityHeaders } from './security/security-headers.js';
import { tokenRouteClient } from './security/token-route-limit.js';
import { frontendDirs, serveFrontends } from './web/frontends.js';
import { parseFormBodies } from './web/form-body.js';
import { parseJsonBodies } from './web/json-body.js';
import { serveSiteIndex } from './web/site-index.js';
import { serveWidget, widgetDir } from './web/widget.js';

export interface StartedGateway extends StartedService {
  /** The port of GET /metrics, apart from the public one. */
  metricsPort: number;
}

/** Starts the gateway with a validated configuration (main.ts, and tests on a free port), and its metrics port. */
export async function startGateway(config: GatewayConfig, logger = JsonLogger.create(SERVICE_NAME, config.LOG_LEVEL)): Promise<StartedGateway> {
  const headers = await securityHeaders([config.REMOTE_PUBLIC_SITE_URL, config.REMOTE_ADMIN_URL]);
  const service = await startService(SERVICE_NAME, AppModule.forRoot(config), config, {
    // The gateway sends NATS requests (NatsClientModule) and answers none; its NATS side only hears
    // draws.upserted, which drops cached draws replies (DrawsEventsHandler).
    logger,
    bodyLimitBytes: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
    // Answers given before routing (bad URL, 408, 431) carry them too.
    edgeErrorHeaders: headers,
    configure: async (app) => {
      // Headers first, so even a 429 carries them.
      applySecurityHeaders(app, headers);
      parseJsonBodies(app, config.BODY_LIMIT_BYTES);
      parseFormBodies(app);
      const jetStream = app.get(JetStreamConnection);
      let lastStoreWarning = 0;
      const sharedCounts = (limit: number, keyPrefix?: string) =>
        new SharedRequestCounts({
          limit,
          windowMs: config.THROTTLE_TTL_MS,
          connection: () => jetStream.get(),
          replicas: config.NATS_STREAM_REPLICAS,
          ...(keyPrefix ? { keyPrefix } : {}),
          onStoreError: (error) => {
            // Once a minute at most: while NATS is away every new client would say it again.
            if (Date.now() - lastStoreWarning < 60_000) return;
            lastStoreWarning = Date.now();
            logger.warn(`request counts not shared (counted by this gateway alone until NATS answers): ${String(error)}`, 'RateLimit');
          },
        });
      const counts = sharedCounts(config.THROTTLE_LIMIT);
      void counts.prepare();
      const fastify = app.getHttpAdapter().getInstance();
      applyRateLimit(fastify, { counts, windowMs: config.THROTTLE_TTL_MS, exemptIps: config.THROTTLE_EXEMPT_IPS, clientOf: clientIpUnder('/api/') });
      applyRateLimit(fastify, {
        counts: sharedCounts(config.TOKEN_ROUTES_THROTTLE_LIMIT, 'token-routes'),
        windowMs: config.THROTTLE_TTL_MS,
        exemptIps: config.THROTTLE_EXEMPT_IPS,
        clientOf: tokenRouteClient,
        stage: 'preValidation',
      });
      serveSiteIndex(app.getHttpAdapter().getInstance(), config.SITE_URL);
      await serveWidget(fastify, widgetDir(config.FRONTENDS_DIR), logger);
      await serveFrontends(app, frontendDirs(config.FRONTENDS_DIR), { site: config.SITE_URL, publicSiteEntry: config.REMOTE_PUBLIC_SITE_URL }, logger);
    },
  });
  const metrics = await startMetricsServer(config.METRICS_PORT, config.HOST).catch(async (error: unknown) => {
    await service.close();
    throw error;
  });
  logger.log(`metrics on port ${metrics.port} (GET /metrics)`, 'Gateway');
  return {
    ...service,
    metricsPort: metrics.port,
    close: async () => {
      await metrics.close();
      await service.close();
    },
  };
}
