import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AdminContactMessagesController } from './contact-messages.controller.js';
import { AdminGenerationLogsController } from './generation-logs.controller.js';
import { IngestionAdminController } from './ingestion-admin.controller.js';
import { RecentTokenGuard } from './recent-token.guard.js';
import { AdminSignOutController } from './sign-out.controller.js';

/** /api/admin/*: routes for users with role admin (docs/architecture.md §3). */
@Module({
  imports: [AuthModule],
  controllers: [IngestionAdminController, AdminGenerationLogsController, AdminContactMessagesController, AdminSignOutController],
  providers: [RecentTokenGuard],
})
export class AdminModule {}
