import { Controller, Get, Inject } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import type { NatsConnection } from '@nats-io/transport-node';
import { SERVICE_NAMES, healthSubject, type SystemHealth, systemHealthSchema } from '@pickwise/contracts';
import { APP_CONFIG, HealthChecks, NATS_CLIENT, askEveryReplica } from '@pickwise/nest-kit';
import type { GatewayConfig } from '../config.js';
import { ApiRoute, ok } from '../docs/api-route.js';

@Controller('api')
export class HealthController {
  constructor(
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
    @Inject(HealthChecks) private readonly checks: HealthChecks,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /**
   * The gateway's own readiness and every replica of every service, asked at once; answers within
   * HEALTH_TIMEOUT_MS (or the gateway's own checks' timeout) whatever a service or replica does.
   */
  @ApiRoute({ summary: "Readiness of the gateway and of every service's replicas", responses: { '200': ok('The gateway, each service (up when a replica is ready) and its ready and not-ready replicas', systemHealthSchema) } })
  @Get('health')
  async health(): Promise<{ ok: true; data: SystemHealth }> {
    const connection = () => this.nats.connect() as Promise<NatsConnection>;
    const [gateway, ...counts] = await Promise.all([
      this.checks.ready(),
      ...SERVICE_NAMES.map((service) => askEveryReplica(connection, healthSubject(service), this.config.HEALTH_TIMEOUT_MS)),
    ]);
    const replicas = Object.fromEntries(SERVICE_NAMES.map((service, index) => [service, counts[index] ?? { ready: 0, notReady: 0 }]));
    const services = Object.fromEntries(Object.entries(replicas).map(([service, count]) => [service, count.ready > 0 ? ('up' as const) : ('down' as const)]));
    const gatewayStatus = gateway.status === 'ok' ? 'up' : 'down';
    const allUp = gatewayStatus === 'up' && Object.values(services).every((status) => status === 'up');
    return { ok: true, data: { status: allUp ? 'ok' : 'degraded', gateway: gatewayStatus, services, replicas } };
  }
}
