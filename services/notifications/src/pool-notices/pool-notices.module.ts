import { Module } from '@nestjs/common';
import { JetStreamConnection } from '@pickwise/nest-kit';
import { OutboxModule } from '../outbox/outbox.module.js';
import { PoolNoticesConsumer } from './pool-notices.consumer.js';

/** Pools' messages (issue 36): the durable consumer of the JetStream stream POOL_NOTICES. */
@Module({ imports: [OutboxModule], providers: [JetStreamConnection, PoolNoticesConsumer] })
export class PoolNoticesModule {}
