import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, parseOrThrow, personalDataRequestSchema, type TicketsPersonalData } from '@pickwise/contracts';
import { PersonalDataService } from './personal-data.service.js';

/** `tickets.account.export`: the signed-in caller's part of "Download my data" (the gateway checked the recent sign-in with identity first). */
@Controller()
export class PersonalDataHandler {
  constructor(private readonly personalData: PersonalDataService) {}

  @MessagePattern(SUBJECTS.ticketsAccountExport)
  async export(@Payload() payload: unknown): Promise<{ ok: true; data: TicketsPersonalData }> {
    return { ok: true, data: await this.personalData.export(parseOrThrow(personalDataRequestSchema, payload)) };
  }
}
