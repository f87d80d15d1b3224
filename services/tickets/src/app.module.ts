import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@pickwise/contracts';
import { ServiceModule } from '@pickwise/nest-kit';
import { CheckingModule } from './checking/checking.module.js';
import { SERVICE_NAME, type TicketsConfig } from './config.js';
import { TicketsDatabaseModule } from './database/database.module.js';
import { DrawEventsModule } from './draw-events/draw-events.module.js';
import { TICKETS_ENTITIES } from './database/tables.js';
import { LedgerModule } from './ledger/ledger.module.js';
import { LimitsModule } from './limits/limits.module.js';
import { TICKETS_MIGRATIONS } from './migrations/index.js';
import { PersonalDataModule } from './personal-data/personal-data.module.js';
import { PoolsModule } from './pools/pools.module.js';
import { TicketsModule } from './tickets/tickets.module.js';
import { UserDrawsModule } from './user-draws/user-draws.module.js';

@Module({})
export class AppModule {
  static forRoot(config: TicketsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceModule.forService({
          service: SERVICE_NAME,
          config,
          healthSubject: SUBJECTS.ticketsHealth,
          database: { entities: TICKETS_ENTITIES, migrations: TICKETS_MIGRATIONS },
          schedule: true,
        }),
        TicketsDatabaseModule,
        CheckingModule,
        TicketsModule,
        LimitsModule,
        LedgerModule,
        DrawEventsModule,
        UserDrawsModule,
        PersonalDataModule,
        PoolsModule,
      ],
    };
  }
}
