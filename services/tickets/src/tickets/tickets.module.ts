import { Module } from '@nestjs/common';
import { CheckingModule } from '../checking/checking.module.js';
import { CoveredDraws } from '../covered-draws/covered-draws.js';
import { LimitsModule } from '../limits/limits.module.js';
import { StoredDrawsCheck } from './stored-draws-check.js';
import { TicketViews } from './ticket-views.js';
import { TicketsHandler } from './tickets.handler.js';
import { TicketsService } from './tickets.service.js';

/** Saved tickets: create (checked at once against the stored draws), list, get, update, delete, mark read. */
@Module({
  imports: [CheckingModule, LimitsModule],
  controllers: [TicketsHandler],
  providers: [TicketsService, TicketViews, CoveredDraws, StoredDrawsCheck],
  exports: [TicketViews],
})
export class TicketsModule {}
