import { Module } from '@nestjs/common';
import { JetStreamConnection } from '@pickwise/nest-kit';
import { CheckingModule } from '../checking/checking.module.js';
import { PoolsModule } from '../pools/pools.module.js';
import { DrawChangesConsumer } from './draw-changes.consumer.js';
import { ResultsAnnouncer } from './results-announcer.js';

/** Saved and pool lines checked on every changed draw (the durable consumer of DRAW_CHANGES), and a recent draw's results announced on TICKET_RESULTS and POOL_NOTICES. */
@Module({
  imports: [CheckingModule, PoolsModule],
  providers: [JetStreamConnection, DrawChangesConsumer, ResultsAnnouncer],
})
export class DrawEventsModule {}
