import { Injectable } from '@nestjs/common';
import { LOGOUT_SCOPES, type LogoutScope, type ParsedAuthOperationRequest } from '@pickwise/contracts';
import { AUTH_ERROR_CODES, badRequest } from './auth-errors.js';
import { Authentication } from './authenticated.js';
import { Sessions } from './sessions.js';

const isLogoutScope = (value: string): value is LogoutScope => (LOGOUT_SCOPES as readonly string[]).includes(value);

/** POST /logout?scope=global (default) | local | others: 204, and the ended sessions' refresh tokens stop working. */
@Injectable()
export class Logout {
  constructor(
    private readonly authentication: Authentication,
    private readonly sessions: Sessions,
  ) {}

  async handle(request: ParsedAuthOperationRequest) {
    const scope = request.query['scope'] ?? 'global';
    if (!isLogoutScope(scope)) throw badRequest(AUTH_ERROR_CODES.validationFailed, `Unsupported logout scope "${scope}": use ${LOGOUT_SCOPES.join(', ')}`);
    const { session } = await this.authentication.require(request.accessToken);
    await this.sessions.end(scope, session);
    return { status: 204 };
  }
}
