import { Module } from '@nestjs/common';
import { JetStreamConnection } from '@pickwise/nest-kit';
import { LimitsModule } from '../limits/limits.module.js';
import { PoolAccess } from './pool-access.js';
import { PoolMembershipService } from './pool-membership.service.js';
import { PoolNotices } from './pool-notices.js';
import { PoolSeats } from './pool-seats.js';
import { PoolSealsService } from './pool-seals.service.js';
import { PoolTicketsService } from './pool-tickets.service.js';
import { PoolViews } from './pool-views.js';
import { PoolsHandler } from './pools.handler.js';

/** Pools (issue 36): members and agreement, tickets and contributions, seals at the sales cutoff, the page and the evidence pack. */
@Module({
  imports: [LimitsModule],
  controllers: [PoolsHandler],
  providers: [JetStreamConnection, PoolAccess, PoolMembershipService, PoolTicketsService, PoolSealsService, PoolViews, PoolNotices, PoolSeats],
  exports: [PoolSealsService, PoolNotices],
})
export class PoolsModule {}
