import { Module, type DynamicModule } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { SUBJECTS } from '@pickwise/contracts';
import { ConfigModule, DatabaseModule, HealthModule, MetricsModule, NatsClientModule } from '@pickwise/nest-kit';
import { CheckingModule } from './checking/checking.module.js';
import { SERVICE_NAME, type TicketsConfig } from './config.js';
import { TicketsDatabaseModule } from './database/database.module.js';
import { DrawEventsModule } from './draw-events/draw-events.module.js';
import { TICKETS_ENTITIES } from './database/tables.js';
import { LedgerModule } from './ledger/ledger.module.js';
import { LimitsModule } from './limits/limits.module.js';
import { TICKETS_MIGRATIONS } from './migrations/index.js';
import { TicketsModule } from './tickets/tickets.module.js';
import { UserDrawsModule } from './user-draws/user-draws.module.js';

@Module({})
export class AppModule {
  static forRoot(config: TicketsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forService({ schema: config.DATABASE_SCHEMA, entities: TICKETS_ENTITIES, migrations: TICKETS_MIGRATIONS, url: config.DATABASE_URL }),
        NatsClientModule.register({ natsUrl: config.NATS_URL, connectionName: SERVICE_NAME, requestTimeoutMs: config.NATS_REQUEST_TIMEOUT_MS, hedgeAfterMs: config.NATS_HEDGE_AFTER_MS }),
        MetricsModule,
        ScheduleModule.forRoot(),
        HealthModule.forService({ service: SERVICE_NAME, natsSubject: SUBJECTS.ticketsHealth }),
        TicketsDatabaseModule,
        CheckingModule,
        TicketsModule,
        LimitsModule,
        LedgerModule,
        DrawEventsModule,
        UserDrawsModule,
      ],
    };
  }
}
