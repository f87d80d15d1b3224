import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceModule } from '@pickwise/nest-kit';
import { CalendarsController } from './api/calendars.controller.js';
import { CatalogueController } from './api/catalogue.controller.js';
import { DrawsController } from './api/draws.controller.js';
import { DrawsEventsHandler } from './api/draws-events.handler.js';
import { DrawsReplyCache } from './api/draws-reply-cache.js';
import { DrawCorrectionsController } from './api/draw-corrections.controller.js';
import { DrawDetailsController } from './api/draw-details.controller.js';
import { TicketCheckController } from './api/ticket-check.controller.js';
import { TicketsController } from './api/tickets.controller.js';
import { PoolsController } from './api/pools.controller.js';
import { GenerateController } from './api/generate.controller.js';
import { HealthController } from './api/health.controller.js';
import { JackpotsController } from './api/jackpots.controller.js';
import { LimitsController } from './api/limits.controller.js';
import { NotificationsController } from './api/notifications.controller.js';
import { LastGoodJackpots } from './api/last-good-jackpots.js';
import { ContactController } from './api/contact.controller.js';
import { ProfileController } from './api/profile.controller.js';
import { RemotesController } from './api/remotes.controller.js';
import { AccountModule } from './account/account.module.js';
import { AdminModule } from './admin/admin.module.js';
import { AuthModule } from './auth/auth.module.js';
import { SERVICE_NAME, type GatewayConfig } from './config.js';
import { DocsModule } from './docs/docs.module.js';
import { OpenDataController } from './open-data/open-data.controller.js';
import { OpenFeed } from './open-data/open-feed.js';

/** The gateway's routes. Its metrics are not among them: they have a port of their own (METRICS_PORT, start.ts). */
@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // No `<service>.health` (the gateway reports the others') and no /metrics here (METRICS_PORT).
        ServiceModule.forService({ service: SERVICE_NAME, config, metrics: false }),
        AuthModule,
        AccountModule,
        AdminModule,
        DocsModule,
      ],
      controllers: [HealthController, CatalogueController, GenerateController, DrawsController, DrawDetailsController, DrawCorrectionsController, TicketCheckController, JackpotsController, RemotesController, ProfileController, TicketsController, PoolsController, LimitsController, NotificationsController, CalendarsController, ContactController, OpenDataController, DrawsEventsHandler],
      // The open feed shares the draws routes' cache and the jackpots' last figures, so it is registered beside them.
      providers: [DrawsReplyCache, LastGoodJackpots, OpenFeed],
    };
  }
}
