import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { SUBJECTS, type Jwks } from '@pickwise/contracts';
import { SigningKeys } from './signing-keys.js';

@Controller()
export class JwksHandler {
  constructor(private readonly keys: SigningKeys) {}

  /** `identity.jwks`: the public keys access tokens are verified with. */
  @MessagePattern(SUBJECTS.identityJwks)
  async jwks(): Promise<{ ok: true; data: Jwks }> {
    return { ok: true, data: await this.keys.jwks() };
  }
}
