import { Module } from '@nestjs/common';
import { JetStreamConnection } from '@pickwise/nest-kit';
import { OutboxModule } from '../outbox/outbox.module.js';
import { JackpotChangesConsumer } from './jackpot-changes.consumer.js';
import { JackpotCrossings } from './jackpot-crossings.js';
import { PausedUsers } from './paused-users.js';

/** Jackpot alerts: the durable consumer of the JetStream stream JACKPOT_CHANGES and the crossing state machine. */
@Module({ imports: [OutboxModule], providers: [JetStreamConnection, PausedUsers, JackpotCrossings, JackpotChangesConsumer] })
export class JackpotAlertsModule {}
