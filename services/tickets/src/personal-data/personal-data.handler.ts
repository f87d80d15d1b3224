import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, parseOrThrow, ticketsPersonalDataPageRequestSchema, type TicketsPersonalDataPage } from '@pickwise/contracts';
import { PersonalDataService } from './personal-data.service.js';

/** `tickets.account.export`: a page of the signed-in caller's part of "Download my data" (the gateway checked the recent sign-in with identity first, and asks page after page). */
@Controller()
export class PersonalDataHandler {
  constructor(private readonly personalData: PersonalDataService) {}

  @MessagePattern(SUBJECTS.ticketsAccountExport)
  async export(@Payload() payload: unknown): Promise<{ ok: true; data: TicketsPersonalDataPage }> {
    return { ok: true, data: await this.personalData.exportPage(parseOrThrow(ticketsPersonalDataPageRequestSchema, payload)) };
  }
}
