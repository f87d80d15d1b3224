import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SUBJECTS,
  accountEraseRequestSchema,
  parseOrThrow,
  personalDataRequestSchema,
  reauthenticateRequestSchema,
  type AccountErased,
  type IdentityPersonalData,
  type Reauthenticated,
} from '@pickwise/contracts';
import { AccountErasure } from './account-erasure.js';
import { PersonalDataExport } from './personal-data-export.js';
import { Reauthentication } from './reauthenticate.js';

/**
 * The player's own data (issue 40), the caller from a token the gateway verified:
 * `identity.account.reauthenticate` (POST /api/account/reauthenticate), `identity.account.export`
 * (identity's part of GET /api/account/export) and `identity.account.erase` (DELETE /api/account).
 */
@Controller()
export class AccountDataHandler {
  constructor(
    private readonly reauthentication: Reauthentication,
    private readonly personalData: PersonalDataExport,
    private readonly erasure: AccountErasure,
  ) {}

  @MessagePattern(SUBJECTS.identityAccountReauthenticate)
  async reauthenticate(@Payload() payload: unknown): Promise<{ ok: true; data: Reauthenticated }> {
    return { ok: true, data: await this.reauthentication.reauthenticate(parseOrThrow(reauthenticateRequestSchema, payload)) };
  }

  @MessagePattern(SUBJECTS.identityAccountExport)
  async export(@Payload() payload: unknown): Promise<{ ok: true; data: IdentityPersonalData }> {
    return { ok: true, data: await this.personalData.export(parseOrThrow(personalDataRequestSchema, payload)) };
  }

  @MessagePattern(SUBJECTS.identityAccountErase)
  async erase(@Payload() payload: unknown): Promise<{ ok: true; data: AccountErased }> {
    return { ok: true, data: await this.erasure.eraseAccount(parseOrThrow(accountEraseRequestSchema, payload)) };
  }
}
