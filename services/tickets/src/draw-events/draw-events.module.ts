import { Module } from '@nestjs/common';
import { JetStreamConnection } from '@pickwise/nest-kit';
import { CheckingModule } from '../checking/checking.module.js';
import { DrawChangesConsumer } from './draw-changes.consumer.js';
import { ResultsAnnouncer } from './results-announcer.js';

/** Saved lines checked on every changed draw (the durable consumer of DRAW_CHANGES), and a recent draw's results announced on TICKET_RESULTS. */
@Module({
  imports: [CheckingModule],
  providers: [JetStreamConnection, DrawChangesConsumer, ResultsAnnouncer],
})
export class DrawEventsModule {}
