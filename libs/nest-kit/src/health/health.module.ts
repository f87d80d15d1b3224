import { Controller, Get, Inject, Module, Res, type DynamicModule } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { TerminusModule, type HealthCheckResult } from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import { HEALTH_SERVICE_NAME, HealthChecks } from './health-checks.js';
import { NatsConnectionIndicator } from './nats-connection.indicator.js';

export interface HealthModuleOptions {
  service: string;
  /** Subject of the NATS health handler, `<service>.health`; omit for services not asked over NATS. */
  natsSubject?: string;
}

/** Probes' answers: terminus's result as it is, 200 when `ok`, 503 otherwise; never cached. */
function answer(reply: FastifyReply, result: HealthCheckResult): HealthCheckResult {
  void reply.status(result.status === 'ok' ? 200 : 503).header('Cache-Control', 'no-store');
  return result;
}

@Controller('health')
class ProbesController {
  constructor(@Inject(HealthChecks) private readonly checks: HealthChecks) {}

  @Get('live')
  async live(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthCheckResult> {
    return answer(reply, await this.checks.live());
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthCheckResult> {
    return answer(reply, await this.checks.ready());
  }
}

/**
 * `GET /health/live` and `GET /health/ready` (HTTP, for probes) and, when `natsSubject` is given,
 * the `<service>.health` NATS handler the gateway asks: `{ ok: true, data: ServiceHealth }`, the
 * readiness of the replica that answers. Every replica answers it (no queue group), so the gateway
 * can tell how many are ready. Exports `HealthChecks` (the gateway reports its own readiness).
 */
@Module({})
export class HealthModule {
  static forService(options: HealthModuleOptions): DynamicModule {
    const controllers: DynamicModule['controllers'] = [ProbesController];
    if (options.natsSubject) {
      const subject = options.natsSubject;
      class NatsHealthController {
        constructor(@Inject(HealthChecks) private readonly checks: HealthChecks) {}

        async nats() {
          return { ok: true as const, data: await this.checks.report() };
        }
      }
      const descriptor = Object.getOwnPropertyDescriptor(NatsHealthController.prototype, 'nats');
      if (!descriptor) throw new Error('NatsHealthController.nats is missing');
      MessagePattern(subject, { queue: '' })(NatsHealthController.prototype, 'nats', descriptor);
      Controller()(NatsHealthController);
      controllers.push(NatsHealthController);
    }

    return {
      module: HealthModule,
      // Readiness changes are logged once by HealthChecks, not at every failing probe.
      imports: [TerminusModule.forRoot({ logger: false })],
      controllers,
      providers: [{ provide: HEALTH_SERVICE_NAME, useValue: options.service }, NatsConnectionIndicator, HealthChecks],
      exports: [HealthChecks],
    };
  }
}
