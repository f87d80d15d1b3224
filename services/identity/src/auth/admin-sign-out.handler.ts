import { Controller, Logger } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DomainError, SUBJECTS, endUserSessionsRequestSchema, parseOrThrow, type EndUserSessionsResult } from '@pickwise/contracts';
import { Accounts } from '../accounts/accounts.js';
import { Sessions } from './sessions.js';

/**
 * `identity.sessions.end-user`: an admin ends every session of an account (POST /api/admin/sign-out;
 * the gateway lets only admins ask). Its refresh tokens stop working at once and its access tokens
 * are refused by every gateway replica (SessionEndings).
 */
@Controller()
export class AdminSignOutHandler {
  private readonly logger = new Logger(AdminSignOutHandler.name);

  constructor(
    private readonly accounts: Accounts,
    private readonly sessions: Sessions,
  ) {}

  @MessagePattern(SUBJECTS.identitySessionsEndUser)
  async endUserSessions(@Payload() payload: unknown): Promise<{ ok: true; data: EndUserSessionsResult }> {
    const { email, requestedBy } = parseOrThrow(endUserSessionsRequestSchema, payload);
    const user = await this.accounts.findByEmail(email);
    if (!user) throw new DomainError('NOT_FOUND', 'No account has that e-mail address');
    const sessionsEnded = await this.sessions.endAll(user.id, 'admin');
    this.logger.log({ msg: 'admin ended sessions', userId: user.id, requestedBy, sessionsEnded });
    return { ok: true, data: { sessionsEnded } };
  }
}
