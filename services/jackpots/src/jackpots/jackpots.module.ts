import { Module } from '@nestjs/common';
import { JetStreamConnection, ProviderUsageStore } from '@pickwise/nest-kit';
import { JackpotCacheStore } from '../jackpot-cache/jackpot-cache.store.js';
import { LatestDraws } from '../fallback/latest-draws.js';
import { LiveJackpotSources } from '../providers/live-jackpot-sources.js';
import { JackpotBoard } from './jackpot-board.js';
import { JackpotChanges } from './jackpot-changes.js';
import { JackpotRefresher } from './jackpot-refresher.js';
import { JackpotsHandler } from './jackpots.handler.js';
import { ProviderUsageHandler } from '../providers/provider-usage.handler.js';

/**
 * `jackpots.get` from memory, and what keeps it current: providers, the draws service's latest draws, the stored cache;
 * `jackpots.changed.<game>` on JetStream when a figure changes;
 * `jackpots.provider-usage`: the calls made to the providers this month.
 */
@Module({
  controllers: [JackpotsHandler, ProviderUsageHandler],
  providers: [JackpotBoard, JackpotChanges, JetStreamConnection, JackpotRefresher, JackpotCacheStore, LatestDraws, LiveJackpotSources, ProviderUsageStore],
})
export class JackpotsModule {}
