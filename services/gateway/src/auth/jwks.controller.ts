import { Controller, Get, Header } from '@nestjs/common';
import { SUBJECTS, jwksSchema, type Jwks } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';

/** GoTrue's JWKS path: the plain JWKS document (not enveloped), as JWKS clients expect it. */
@Controller('api/auth/v1')
export class JwksController {
  constructor(private readonly nats: NatsRequester) {}

  @Get('.well-known/jwks.json')
  // Verifiers may keep it five minutes: a key rotation must keep the retired key published longer than that.
  @Header('Cache-Control', 'public, max-age=300')
  jwks(): Promise<Jwks> {
    return this.nats.request(SUBJECTS.identityJwks, {}, { schema: jwksSchema });
  }
}
