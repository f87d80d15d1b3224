import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, parseOrThrow, preferencesUpdateRequestSchema, signedInCallerSchema, type NotificationPreferencesView } from '@pickwise/contracts';
import { PreferencesService } from './preferences.service.js';

/** `notifications.preferences.get` and `.update`: the signed-in caller's own rules. */
@Controller()
export class PreferencesHandler {
  constructor(private readonly preferences: PreferencesService) {}

  @MessagePattern(SUBJECTS.notificationsPreferencesGet)
  async get(@Payload() payload: unknown): Promise<{ ok: true; data: NotificationPreferencesView }> {
    return { ok: true, data: await this.preferences.view(parseOrThrow(signedInCallerSchema, payload)) };
  }

  @MessagePattern(SUBJECTS.notificationsPreferencesUpdate)
  async update(@Payload() payload: unknown): Promise<{ ok: true; data: NotificationPreferencesView }> {
    const { preferences, ...caller } = parseOrThrow(preferencesUpdateRequestSchema, payload);
    return { ok: true, data: await this.preferences.update(caller, preferences) };
  }
}
