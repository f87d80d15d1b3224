import { Module } from '@nestjs/common';
import { JetStreamConnection } from '@pickwise/nest-kit';
import { CheckingModule } from '../checking/checking.module.js';
import { DrawChangesConsumer } from './draw-changes.consumer.js';

/** Saved lines checked on every changed draw: the durable consumer of the JetStream stream DRAW_CHANGES. */
@Module({
  imports: [CheckingModule],
  providers: [JetStreamConnection, DrawChangesConsumer],
})
export class DrawEventsModule {}
