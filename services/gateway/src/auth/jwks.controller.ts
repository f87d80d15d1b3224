import { Controller, Get, Header } from '@nestjs/common';
import { SUBJECTS, jwksSchema, type Jwks } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import { ApiRoute, UNAVAILABLE, plainJson } from '../docs/api-route.js';

/** GoTrue's JWKS path: the plain JWKS document (not enveloped), as JWKS clients expect it. */
@Controller('api/auth/v1')
export class JwksController {
  constructor(private readonly nats: NatsRequester) {}

  @ApiRoute({ summary: 'Public keys that verify access tokens (plain JWKS, not enveloped)', responses: { '200': plainJson('JWKS', jwksSchema), '503': UNAVAILABLE } })
  @Get('.well-known/jwks.json')
  // Verifiers may keep it five minutes: a key rotation must keep the retired key published longer than that.
  @Header('Cache-Control', 'public, max-age=300')
  jwks(): Promise<Jwks> {
    return this.nats.request(SUBJECTS.identityJwks, {}, { schema: jwksSchema });
  }
}
