import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SUBJECTS,
  parseOrThrow,
  profileLanguageRequestSchema,
  profileUpdateRequestSchema,
  recipientsRequestSchema,
  signedInCallerSchema,
  type Me,
  type Profile,
  type Recipient,
} from '@pickwise/contracts';
import { Profiles } from './profiles.service.js';

/**
 * `identity.me`, `identity.profile.get`, `identity.profile.update`, `identity.profile.language`: the
 * caller comes from a token the gateway verified. `identity.recipients`: the notifications service's
 * question (no caller: only services reach it, never the gateway).
 */
@Controller()
export class ProfilesHandler {
  constructor(private readonly profiles: Profiles) {}

  @MessagePattern(SUBJECTS.identityMe)
  async me(@Payload() payload: unknown): Promise<{ ok: true; data: Me }> {
    return { ok: true, data: await this.profiles.me(parseOrThrow(signedInCallerSchema, payload)) };
  }

  @MessagePattern(SUBJECTS.identityProfileGet)
  async get(@Payload() payload: unknown): Promise<{ ok: true; data: Profile }> {
    return { ok: true, data: await this.profiles.get(parseOrThrow(signedInCallerSchema, payload)) };
  }

  @MessagePattern(SUBJECTS.identityProfileUpdate)
  async update(@Payload() payload: unknown): Promise<{ ok: true; data: Profile }> {
    const { update, ...caller } = parseOrThrow(profileUpdateRequestSchema, payload);
    return { ok: true, data: await this.profiles.update(caller, update) };
  }

  @MessagePattern(SUBJECTS.identityProfileLanguage)
  async language(@Payload() payload: unknown): Promise<{ ok: true; data: Profile }> {
    const { language, ...caller } = parseOrThrow(profileLanguageRequestSchema, payload);
    return { ok: true, data: await this.profiles.setLanguage(caller, language) };
  }

  @MessagePattern(SUBJECTS.identityRecipients)
  async recipients(@Payload() payload: unknown): Promise<{ ok: true; data: { recipients: Recipient[] } }> {
    return { ok: true, data: { recipients: await this.profiles.recipients(parseOrThrow(recipientsRequestSchema, payload).userIds) } };
  }
}
