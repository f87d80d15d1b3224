import { Module } from '@nestjs/common';
import { JetStreamConnection } from '@pickwise/nest-kit';
import { OutboxModule } from '../outbox/outbox.module.js';
import { TicketResultsConsumer } from './ticket-results.consumer.js';

/** Results messages: the durable consumer of the JetStream stream TICKET_RESULTS. */
@Module({ imports: [OutboxModule], providers: [JetStreamConnection, TicketResultsConsumer] })
export class ResultsEventsModule {}
