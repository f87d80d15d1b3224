import { Controller, Get, Inject, Module, type DynamicModule, type FactoryProvider, type ModuleMetadata } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { ServiceHealth } from '@pickwise/contracts';

/** Resolves true when the service's database answers; absent for services without one. */
export type DatabaseCheck = () => Promise<boolean>;

const DATABASE_CHECK = Symbol('DATABASE_CHECK');

export interface HealthModuleOptions {
  service: string;
  /** Subject of the NATS health handler, `<service>.health`; omit for services not asked over NATS. */
  natsSubject?: string;
  /** Modules the database check's dependencies come from. */
  imports?: ModuleMetadata['imports'];
  /** Builds the database check from injected dependencies (e.g. MikroORM). */
  databaseCheck?: Omit<FactoryProvider<DatabaseCheck>, 'provide'>;
}

const startedAt = Date.now();

export class HealthReporter {
  constructor(
    private readonly service: string,
    private readonly databaseCheck: DatabaseCheck | undefined,
  ) {}

  async report(): Promise<ServiceHealth> {
    let database: ServiceHealth['database'] = 'none';
    if (this.databaseCheck) database = await this.databaseCheck().then((up) => (up ? 'up' : 'down'), () => 'down' as const);
    return { service: this.service, status: 'up', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000), database };
  }
}

/**
 * GET /health (HTTP, for probes) and, when `natsSubject` is given, the `<service>.health` NATS
 * handler the gateway asks. Both answer `{ ok: true, data: ServiceHealth }`.
 */
@Module({})
export class HealthModule {
  static forService(options: HealthModuleOptions): DynamicModule {
    @Controller()
    class HealthController {
      constructor(@Inject(HealthReporter) private readonly reporter: HealthReporter) {}

      @Get('health')
      async http() {
        return { ok: true as const, data: await this.reporter.report() };
      }
    }

    const controllers: DynamicModule['controllers'] = [HealthController];
    if (options.natsSubject) {
      const subject = options.natsSubject;
      class NatsHealthController {
        constructor(@Inject(HealthReporter) private readonly reporter: HealthReporter) {}

        async nats() {
          return { ok: true as const, data: await this.reporter.report() };
        }
      }
      const descriptor = Object.getOwnPropertyDescriptor(NatsHealthController.prototype, 'nats');
      if (!descriptor) throw new Error('NatsHealthController.nats is missing');
      MessagePattern(subject)(NatsHealthController.prototype, 'nats', descriptor);
      Controller()(NatsHealthController);
      controllers.push(NatsHealthController);
    }

    return {
      module: HealthModule,
      imports: options.imports ?? [],
      controllers,
      providers: [
        options.databaseCheck
          ? { provide: DATABASE_CHECK, ...options.databaseCheck }
          : { provide: DATABASE_CHECK, useValue: undefined },
        {
          provide: HealthReporter,
          useFactory: (check: DatabaseCheck | undefined) => new HealthReporter(options.service, check),
          inject: [DATABASE_CHECK],
        },
      ],
      exports: [HealthReporter],
    };
  }
}
