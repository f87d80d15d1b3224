import { Module } from '@nestjs/common';
import { DrawsModule } from '../draws/draws.module.js';
import { IngestedDrawsConsumer } from './ingested-draws.consumer.js';

/** Ingested batches from the JetStream stream DRAWS, stored through the draws writer. */
@Module({
  imports: [DrawsModule],
  providers: [IngestedDrawsConsumer],
})
export class IngestModule {}
