import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { CustomStrategy } from '@nestjs/microservices';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { natsServers, type ServiceEnv } from '../config/load-config.js';
import { AllExceptionsFilter } from '../errors/all-exceptions.filter.js';
import { HealthChecks } from '../health/health-checks.js';
import { JsonLogger } from '../logging/json-logger.js';
import { instrumentHttp } from '../metrics/http-metrics.js';
import { collectDefaultMetricsOnce } from '../metrics/metrics.js';
import { SubjectNatsServer } from '../nats/subject-nats-server.js';
import { clientErrorHandler, expectationFailedHandler, frameworkErrorHandler, missingHostRefusal } from './http-edge-errors.js';

/** How often Node checks connections against the request and header timeouts (its default, 30 s, would let a slow client stay that much longer). */
const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export interface BootstrapOptions {
  /** Service name: log field, NATS connection name and queue group (replicas share the load). */
  name: string;
  /** The root module, or a dynamic one (e.g. `AppModule.forRoot(config)`). */
  module: Type<unknown> | DynamicModule;
  port: number;
  host?: string;
  /** NATS servers, where the service's handlers listen. */
  natsUrl: string;
  logger: JsonLogger;
  /** Largest accepted request body in bytes (Fastify answers 413 above it). Default 16 KB. */
  bodyLimitBytes?: number;
  /** Trust X-Forwarded-* from reverse proxies (client IP for throttling, protocol): all hops, or this many. */
  trustProxy?: boolean | number;
  /**
   * How long a client may take to send a whole request (headers and body); past it the answer is a
   * 408 envelope and the connection is closed, so slow-body clients cannot hold sockets. Default 30 s.
   */
  requestTimeoutMs?: number;
  /** Headers added to the envelopes answered before routing (bad URL, 408, 431): the gateway's security headers. */
  edgeErrorHeaders?: Readonly<Record<string, string>>;
  /** Runs on the Fastify app before it listens (plugins, extra routes). */
  configure?: (app: NestFastifyApplication) => Promise<void> | void;
}

export interface StartedService {
  app: NestFastifyApplication;
  /** The HTTP port actually bound (differs from the option when it was 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * Starts a hybrid NestJS service: Fastify HTTP (for /health/live, /health/ready, /metrics and any controllers) plus a
 * NATS microservice whose handlers join the queue group `name`. Errors become envelopes on both
 * sides, metrics are collected, and SIGTERM/SIGINT close NATS and HTTP gracefully.
 */
export async function bootstrapService(options: BootstrapOptions): Promise<StartedService> {
  const logger = options.logger;
  collectDefaultMetricsOnce();
  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const edgeHeaders = () => options.edgeErrorHeaders ?? {};
  const adapter = new FastifyAdapter({
    bodyLimit: options.bodyLimitBytes ?? 16 * 1024,
    trustProxy: trustedProxies(options.trustProxy),
    requestTimeout,
    // Node refuses a header timeout longer than the request timeout. Its Host check answers a bare
    // 400: missingHostRefusal answers it with the envelope instead.
    http: { connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS, headersTimeout: requestTimeout, requireHostHeader: false },
    clientErrorHandler: clientErrorHandler(edgeHeaders),
    frameworkErrors: frameworkErrorHandler(edgeHeaders),
  });
  const failed = (error: unknown): never => {
    logger.pino.fatal({ err: error, port: options.port, nats: options.natsUrl }, `${options.name} failed to start: ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  };
  // abortOnError off: a module that cannot initialise (database down) rejects instead of aborting the process.
  const app = await NestFactory.create<NestFastifyApplication>(options.module, adapter, { logger, bufferLogs: true, abortOnError: false }).catch(failed);
  app.enableShutdownHooks();
  app.getHttpAdapter().getInstance().addHook('onRequest', missingHostRefusal(edgeHeaders));
  app.getHttpServer().on('checkExpectation', expectationFailedHandler(edgeHeaders));
  instrumentHttp(app.getHttpAdapter().getInstance());
  // Shared with the NATS side (inheritAppConfig): Nest marks a hybrid app's microservice as
  // initialised at once, so globals cannot be registered on it afterwards. NATS handlers are timed
  // by SubjectNatsServer, not by a global interceptor (which would wrap every HTTP request too).
  app.useGlobalFilters(new AllExceptionsFilter(logger));

  try {
    const natsServer = new SubjectNatsServer({
      servers: natsServers(options.natsUrl),
      queue: options.name,
      name: options.name,
      maxReconnectAttempts: -1,
      gracefulShutdown: true,
      gracePeriod: 500,
    });
    app.connectMicroservice<CustomStrategy>({ strategy: natsServer }, { inheritAppConfig: true });
    // Readiness checks the connection the handlers listen on; HealthModule is in every service.
    app.get(HealthChecks).checkNatsServer(natsServer);
    await options.configure?.(app);
    await app.startAllMicroservices();
    await app.listen({ port: options.port, host: options.host ?? '0.0.0.0' });
  } catch (error) {
    await app.close().catch(() => undefined);
    failed(error);
  }
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  logger.pino.info(
    { port, nats: options.natsUrl, queue: options.name },
    `${options.name} started: HTTP on port ${port}, NATS ${options.natsUrl} (queue group ${options.name})`,
  );
  return { app, port, close: () => app.close() };
}

/** Fastify's trust setting: a hop count becomes the function proxy-addr calls per hop (Nest's typing lacks the number form). */
function trustedProxies(trust: boolean | number | undefined): boolean | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust ?? false;
}

export interface StartServiceOptions extends Partial<Pick<BootstrapOptions, 'bodyLimitBytes' | 'trustProxy' | 'configure' | 'requestTimeoutMs' | 'edgeErrorHeaders'>> {
  /** Default: JSON logs named after the service at the configuration's LOG_LEVEL. */
  logger?: JsonLogger;
}

/**
 * Starts service `name` from the fields every validated service configuration shares (PORT, HOST,
 * NATS_URL, LOG_LEVEL): what each service's main.ts runs, and tests with a throwaway configuration.
 */
export function startService(name: string, module: Type<unknown> | DynamicModule, config: ServiceEnv, options: StartServiceOptions = {}): Promise<StartedService> {
  const { logger = JsonLogger.create(name, config.LOG_LEVEL), ...http } = options;
  return bootstrapService({ ...http, name, module, port: config.PORT, host: config.HOST, natsUrl: config.NATS_URL, logger });
}
