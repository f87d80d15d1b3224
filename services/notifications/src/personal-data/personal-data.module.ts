import { Module } from '@nestjs/common';
import { JetStreamConnection } from '@pickwise/nest-kit';
import { CalendarsModule } from '../calendars/calendars.module.js';
import { NotificationsAccountErasureConsumer } from './account-erasure.consumer.js';
import { PersonalDataHandler } from './personal-data.handler.js';
import { PersonalDataService } from './personal-data.service.js';

/** A player's data: the export's notifications part (`notifications.account.export`) and the erasure of every row (the durable consumer of ACCOUNT_ERASURES). */
@Module({
  imports: [CalendarsModule],
  controllers: [PersonalDataHandler],
  providers: [JetStreamConnection, PersonalDataService, NotificationsAccountErasureConsumer],
})
export class PersonalDataModule {}
