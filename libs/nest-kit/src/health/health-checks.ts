import { Inject, Injectable, Logger, ServiceUnavailableException, type OnModuleInit, type Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/core';
import type { ClientProxy, ServerNats } from '@nestjs/microservices';
import type { NatsConnection } from '@nats-io/transport-node';
import { HealthCheckService, MikroOrmHealthIndicator, type HealthCheckResult, type HealthIndicatorFunction } from '@nestjs/terminus';
import type { ServiceHealth } from '@pickwise/contracts';
import { JetStreamConnection } from '../jetstream/jetstream-connection.js';
import { NATS_CLIENT } from '../nats/nats-client.module.js';
import { NatsConnectionIndicator } from './nats-connection.indicator.js';

/** How long each dependency may take to answer before it counts as down: a probe never hangs. */
export const READINESS_TIMEOUT_MS = 500;
/**
 * Checks asked for within this long share one run: probes, `/api/health` fanned out to every
 * replica and a burst of requests to it ping the database once, and a stalled PostgreSQL collects
 * at most one stuck ping per window in the pool.
 */
export const READINESS_CACHE_MS = 1_000;

/** The service's name, given to `HealthModule.forService`. */
export const HEALTH_SERVICE_NAME = Symbol('HEALTH_SERVICE_NAME');

/**
 * Liveness and readiness of one service, through terminus. Readiness checks what the service
 * holds: its PostgreSQL (when it has a MikroORM), the NATS connection its handlers listen on, its
 * NATS client and its JetStream connection (when it has them). Each answer is terminus's result
 * (`status` ok, error or shutting_down, with each check's details), never a thrown 503.
 */
@Injectable()
export class HealthChecks implements OnModuleInit {
  private readonly logger = new Logger('Health');
  private readinessChecks: HealthIndicatorFunction[] = [];
  private natsServer?: ServerNats;
  private wasReady?: boolean;

  constructor(
    @Inject(HEALTH_SERVICE_NAME) private readonly service: string,
    private readonly moduleRef: ModuleRef,
    private readonly terminus: HealthCheckService,
    private readonly database: MikroOrmHealthIndicator,
    private readonly nats: NatsConnectionIndicator,
  ) {}

  /**
   * The server side of the service's NATS transport, where its handlers listen: only
   * bootstrapService holds it (a microservice is no provider), so it hands it over here.
   */
  checkNatsServer(server: ServerNats): void {
    this.natsServer = server;
  }

  /** Finds what the service holds once every provider exists; a service without one skips its check. */
  onModuleInit(): void {
    const orm = this.find(MikroORM);
    const client = this.find<ClientProxy>(NATS_CLIENT);
    const jetStream = this.find(JetStreamConnection);
    const checks: HealthIndicatorFunction[] = [
      // Set by bootstrapService after the modules are created: read at each check.
      () => this.nats.check('nats', () => this.unwrapNatsServer(), READINESS_TIMEOUT_MS).cacheFor(READINESS_CACHE_MS),
    ];
    if (orm) {
      checks.push(() => this.database.pingCheck('database', { connection: orm.em.getConnection(), timeout: READINESS_TIMEOUT_MS }).cacheFor(READINESS_CACHE_MS));
    }
    if (client) {
      // connect() hands back the open connection, or tries again if NATS was down at boot.
      checks.push(() => this.nats.check('nats-client', () => client.connect() as Promise<NatsConnection>, READINESS_TIMEOUT_MS).cacheFor(READINESS_CACHE_MS));
    }
    if (jetStream) {
      // get() opens the connection if nothing has used it yet: readiness also says one can be made.
      checks.push(() => this.nats.check('jetstream', () => jetStream.get(), READINESS_TIMEOUT_MS).cacheFor(READINESS_CACHE_MS));
    }
    this.readinessChecks = checks;
  }

  /** Liveness: the process answers. Nothing outside it is checked, so an outage never restarts it. */
  live(): Promise<HealthCheckResult> {
    return this.run([]);
  }

  /** Readiness: `ok` when every dependency answered within READINESS_TIMEOUT_MS. */
  async ready(): Promise<HealthCheckResult> {
    const result = await this.run(this.readinessChecks);
    this.logChange(result);
    return result;
  }

  /** Readiness as the `<service>.health` NATS reply the gateway reads. */
  async report(): Promise<ServiceHealth> {
    const result = await this.ready();
    const checks = Object.fromEntries(
      Object.entries(result.details).map(([key, detail]) => [
        key,
        { status: detail.status === 'up' ? ('up' as const) : ('down' as const), ...(typeof detail['message'] === 'string' ? { message: detail['message'] } : {}) },
      ]),
    );
    return { service: this.service, status: result.status === 'ok' ? 'up' : 'down', uptimeSeconds: Math.round(process.uptime()), checks };
  }

  private async run(checks: HealthIndicatorFunction[]): Promise<HealthCheckResult> {
    try {
      return await this.terminus.check(checks);
    } catch (error) {
      // terminus throws its (failed or shutting-down) result inside a 503 exception.
      if (error instanceof ServiceUnavailableException) return error.getResponse() as HealthCheckResult;
      throw error;
    }
  }

  private unwrapNatsServer(): NatsConnection {
    if (!this.natsServer) throw new Error('NATS server not started');
    return this.natsServer.unwrap<NatsConnection>();
  }

  /** One log line when readiness changes, rather than one per failing probe. */
  private logChange(result: HealthCheckResult): void {
    const ready = result.status === 'ok';
    if (ready === this.wasReady) return;
    const first = this.wasReady === undefined;
    this.wasReady = ready;
    if (ready && !first) this.logger.log(`${this.service} is ready again`);
    if (!ready) this.logger.warn(`${this.service} is not ready (${result.status}): ${JSON.stringify(result.error ?? {})}`);
  }

  private find<T>(token: Type<T> | symbol): T | undefined {
    try {
      return this.moduleRef.get<T>(token, { strict: false });
    } catch {
      return undefined; // the service has none
    }
  }
}
