import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, parseOrThrow, personalDataRequestSchema, type NotificationsPersonalData } from '@pickwise/contracts';
import { PersonalDataService } from './personal-data.service.js';

/** `notifications.account.export`: the signed-in caller's part of "Download my data" (the gateway checked the recent sign-in with identity first). */
@Controller()
export class PersonalDataHandler {
  constructor(private readonly personalData: PersonalDataService) {}

  @MessagePattern(SUBJECTS.notificationsAccountExport)
  async export(@Payload() payload: unknown): Promise<{ ok: true; data: NotificationsPersonalData }> {
    return { ok: true, data: await this.personalData.export(parseOrThrow(personalDataRequestSchema, payload)) };
  }
}
