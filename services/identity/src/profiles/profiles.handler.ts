import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, parseOrThrow, profileUpdateRequestSchema, signedInCallerSchema, type Me, type Profile } from '@pickwise/contracts';
import { Profiles } from './profiles.service.js';

/** `identity.me`, `identity.profile.get`, `identity.profile.update`: the caller comes from a token the gateway verified. */
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
}
