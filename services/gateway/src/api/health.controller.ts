import { Controller, Get, Inject } from '@nestjs/common';
import { SERVICE_NAMES, healthSubject, serviceHealthSchema, type SystemHealth } from '@pickwise/contracts';
import { APP_CONFIG, NatsRequester } from '@pickwise/nest-kit';
import type { GatewayConfig } from '../config.js';

@Controller('api')
export class HealthController {
  constructor(
    private readonly nats: NatsRequester,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Asks every service at once; one that does not answer within HEALTH_TIMEOUT_MS is `down`. */
  @Get('health')
  async health(): Promise<{ ok: true; data: SystemHealth }> {
    const statuses = await Promise.all(
      SERVICE_NAMES.map(async (service) => {
        const up = await this.nats
          .request(healthSubject(service), {}, { timeoutMs: this.config.HEALTH_TIMEOUT_MS, schema: serviceHealthSchema })
          .then(() => true, () => false);
        return [service, up ? 'up' : 'down'] as const;
      }),
    );
    const services = Object.fromEntries(statuses);
    return { ok: true, data: { status: statuses.every(([, status]) => status === 'up') ? 'ok' : 'degraded', services } };
  }
}
