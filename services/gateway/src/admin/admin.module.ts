import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AdminGenerationLogsController } from './generation-logs.controller.js';

/** /api/admin/*: routes for users with role admin (ARCHITECTURE §3). */
@Module({
  imports: [AuthModule],
  controllers: [AdminGenerationLogsController],
})
export class AdminModule {}
