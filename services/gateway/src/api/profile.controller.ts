import { Body, Controller, Get, Put, Req, UseGuards } from '@nestjs/common';
import { SUBJECTS, meSchema, parseOrThrow, profileLanguageSchema, profileLanguageSetSchema, profileSchema, profileUpdateSchema, type Language, type Me, type Profile } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import { callerOf, type AuthUser } from '../auth/auth-user.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ApiRoute, BAD_REQUEST, SIGNED_IN, UNAVAILABLE, failed, jsonBody, ok } from '../docs/api-route.js';

/**
 * The signed-in user's profile (GET/PUT /api/profile), the language its mails and notifications are
 * written in (PUT /api/profile/language) and summary (GET /api/me): a valid access token is required.
 */
@Controller('api')
@UseGuards(JwtAuthGuard)
export class ProfileController {
  constructor(private readonly nats: NatsRequester) {}

  @ApiRoute({
    summary: 'The signed-in user, role and what the profile lacks',
    ...SIGNED_IN,
    responses: { '200': ok('Who is signed in', meSchema), '401': failed('Missing, invalid or expired access token, or a signed-out session'), '503': UNAVAILABLE },
  })
  @Get('me')
  async me(@Req() request: { user: AuthUser }): Promise<{ ok: true; data: Me }> {
    return { ok: true, data: await this.nats.request(SUBJECTS.identityMe, callerOf(request), { schema: meSchema }) };
  }

  @ApiRoute({ summary: 'The signed-in user’s profile', ...SIGNED_IN, responses: { '200': ok('Profile', profileSchema), '401': failed('Not signed in'), '503': UNAVAILABLE } })
  @Get('profile')
  async get(@Req() request: { user: AuthUser }): Promise<{ ok: true; data: Profile }> {
    return { ok: true, data: await this.nats.request(SUBJECTS.identityProfileGet, callerOf(request), { schema: profileSchema }) };
  }

  @ApiRoute({
    summary: 'Set name and country (the e-mail cannot be changed)',
    ...SIGNED_IN,
    ...jsonBody(profileUpdateSchema),
    responses: { '200': ok('The saved profile', profileSchema), '400': BAD_REQUEST, '401': failed('Not signed in'), '503': UNAVAILABLE },
  })
  @Put('profile')
  async update(@Req() request: { user: AuthUser }, @Body() body: unknown): Promise<{ ok: true; data: Profile }> {
    const update = parseOrThrow(profileUpdateSchema, body);
    return { ok: true, data: await this.nats.request(SUBJECTS.identityProfileUpdate, { ...callerOf(request), update }, { schema: profileSchema }) };
  }

  @ApiRoute({
    summary: 'The language the account’s mails and notifications are written in',
    ...SIGNED_IN,
    ...jsonBody(profileLanguageSchema),
    responses: { '200': ok('The language kept', profileLanguageSetSchema), '400': BAD_REQUEST, '401': failed('Not signed in'), '503': UNAVAILABLE },
  })
  @Put('profile/language')
  async updateLanguage(@Req() request: { user: AuthUser }, @Body() body: unknown): Promise<{ ok: true; data: { language: Language } }> {
    const { language } = parseOrThrow(profileLanguageSchema, body ?? {});
    return { ok: true, data: await this.nats.request(SUBJECTS.identityProfileLanguage, { ...callerOf(request), language }, { schema: profileLanguageSetSchema }) };
  }
}
