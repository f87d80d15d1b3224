import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { SUBJECTS } from '@pickwise/contracts';
import { AdminReports } from './admin-reports.service.js';

/** `ingestion.games.health` and `ingestion.paid-provider.usage`: the admin panel's Game Health cards and paid-provider figures. */
@Controller()
export class AdminReportsHandler {
  constructor(private readonly reports: AdminReports) {}

  @MessagePattern(SUBJECTS.ingestionGamesHealth)
  async gamesHealth() {
    return { ok: true as const, data: await this.reports.gamesHealth() };
  }

  @MessagePattern(SUBJECTS.ingestionPaidProviderUsage)
  async paidProviderUsage() {
    return { ok: true as const, data: await this.reports.paidProviderUsage() };
  }
}
