import { Module } from '@nestjs/common';
import { JetStreamConnection } from '@pickwise/nest-kit';
import { LimitsModule } from '../limits/limits.module.js';
import { TicketsModule } from '../tickets/tickets.module.js';
import { TicketsAccountErasureConsumer } from './account-erasure.consumer.js';
import { PersonalDataHandler } from './personal-data.handler.js';
import { PersonalDataService } from './personal-data.service.js';

/** A player's data: the export's tickets part (`tickets.account.export`) and the erasure of every row (the durable consumer of ACCOUNT_ERASURES). */
@Module({
  imports: [TicketsModule, LimitsModule],
  controllers: [PersonalDataHandler],
  providers: [JetStreamConnection, PersonalDataService, TicketsAccountErasureConsumer],
})
export class PersonalDataModule {}
