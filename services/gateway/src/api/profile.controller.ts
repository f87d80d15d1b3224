import { Body, Controller, Get, Put, Req, UseGuards } from '@nestjs/common';
import { SUBJECTS, meSchema, parseOrThrow, profileLanguageSchema, profileLanguageSetSchema, profileSchema, profileUpdateSchema, type Me, type Profile } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import type { Language } from '@pickwise/site';
import { callerOf, type AuthUser } from '../auth/auth-user.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';

/**
 * The signed-in user's profile (GET/PUT /api/profile), the language its mails and notifications are
 * written in (PUT /api/profile/language) and summary (GET /api/me): a valid access token is required.
 */
@Controller('api')
@UseGuards(JwtAuthGuard)
export class ProfileController {
  constructor(private readonly nats: NatsRequester) {}

  @Get('me')
  async me(@Req() request: { user: AuthUser }): Promise<{ ok: true; data: Me }> {
    return { ok: true, data: await this.nats.request(SUBJECTS.identityMe, callerOf(request), { schema: meSchema }) };
  }

  @Get('profile')
  async get(@Req() request: { user: AuthUser }): Promise<{ ok: true; data: Profile }> {
    return { ok: true, data: await this.nats.request(SUBJECTS.identityProfileGet, callerOf(request), { schema: profileSchema }) };
  }

  @Put('profile')
  async update(@Req() request: { user: AuthUser }, @Body() body: unknown): Promise<{ ok: true; data: Profile }> {
    const update = parseOrThrow(profileUpdateSchema, body);
    return { ok: true, data: await this.nats.request(SUBJECTS.identityProfileUpdate, { ...callerOf(request), update }, { schema: profileSchema }) };
  }

  @Put('profile/language')
  async updateLanguage(@Req() request: { user: AuthUser }, @Body() body: unknown): Promise<{ ok: true; data: { language: Language } }> {
    const { language } = parseOrThrow(profileLanguageSchema, body ?? {});
    return { ok: true, data: await this.nats.request(SUBJECTS.identityProfileLanguage, { ...callerOf(request), language }, { schema: profileLanguageSetSchema }) };
  }
}
