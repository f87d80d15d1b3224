import { Module } from '@nestjs/common';
import { JetStreamConnection } from '@pickwise/nest-kit';
import { HistorySeeder } from '../history-seed/history-seeder.js';
import { DrawsHandler } from './draws.handler.js';
import { DrawsRepository } from './draws.repository.js';
import { DrawsService } from './draws.service.js';
import { DrawsWriter } from './draws-writer.js';
import { DrawsCache } from './draws-cache.js';
import { OpenFeedReader } from './open-feed.js';

/** The draws table: its queries over NATS (the open feed's pages included), the one writer (and its JetStream connection), and the seed from the shipped history. */
@Module({
  controllers: [DrawsHandler],
  providers: [JetStreamConnection, DrawsRepository, DrawsCache, DrawsService, DrawsWriter, HistorySeeder, OpenFeedReader],
  exports: [JetStreamConnection, DrawsWriter],
})
export class DrawsModule {}
