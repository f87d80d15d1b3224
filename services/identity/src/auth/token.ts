import { Injectable } from '@nestjs/common';
import { passwordGrantBodySchema, refreshGrantBodySchema, type ParsedAuthOperationRequest } from '@pickwise/contracts';
import { Accounts } from '../accounts/accounts.js';
import { AUTH_ERROR_CODES, INVALID_CREDENTIALS_MESSAGE, MISSING_EMAIL_OR_PHONE_MESSAGE, badRequest } from './auth-errors.js';
import { AccountSignInLimits } from './account-sign-in-limits.js';
import { passwordMatches } from './passwords.js';
import { IpRateLimits } from './rate-limits.js';
import { parseBody } from './request-body.js';
import { Sessions } from './sessions.js';

/** POST /token?grant_type=password | refresh_token. */
@Injectable()
export class Token {
  constructor(
    private readonly accounts: Accounts,
    private readonly sessions: Sessions,
    private readonly rateLimits: IpRateLimits,
    private readonly accountLimits: AccountSignInLimits,
  ) {}

  async handle(request: ParsedAuthOperationRequest) {
    const grantType = request.query['grant_type'];
    if (grantType === 'password') return { status: 200, body: await this.passwordGrant(request) };
    if (grantType === 'refresh_token') return { status: 200, body: await this.refreshGrant(request) };
    throw badRequest(AUTH_ERROR_CODES.unsupportedGrantType, 'unsupported_grant_type: use password or refresh_token');
  }

  /**
   * Unknown e-mail and wrong password get the same answer after the same work (one argon2
   * verification either way), so neither the text nor the time tells which accounts exist.
   * "Email not confirmed" is only said to someone who knows the password. Each attempt counts
   * against the e-mail address before the password is checked (AccountSignInLimits).
   */
  private async passwordGrant(request: ParsedAuthOperationRequest) {
    await this.rateLimits.consume('signIn', request.client.ip);
    const body = parseBody(passwordGrantBodySchema, request.body);
    if (!body.email && body.phone) throw badRequest(AUTH_ERROR_CODES.phoneProviderDisabled, 'Phone logins are disabled');
    if (!body.email) throw badRequest(AUTH_ERROR_CODES.validationFailed, MISSING_EMAIL_OR_PHONE_MESSAGE);
    const user = await this.accounts.findByEmail(body.email);
    await this.accountLimits.countAttempt(body.email, request.client.ip, user);
    const matches = await passwordMatches(user?.encryptedPassword, body.password ?? '');
    if (!user || !matches) throw badRequest(AUTH_ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS_MESSAGE);
    if (!user.emailConfirmedAt) throw badRequest(AUTH_ERROR_CODES.emailNotConfirmed, 'Email not confirmed');
    const session = await this.sessions.start(user, 'password', request.client);
    await this.accountLimits.signedIn(user, request.client.ip);
    return session;
  }

  private async refreshGrant(request: ParsedAuthOperationRequest) {
    await this.rateLimits.consume('refresh', request.client.ip);
    const body = parseBody(refreshGrantBodySchema, request.body);
    if (!body.refresh_token) throw badRequest(AUTH_ERROR_CODES.validationFailed, 'refresh_token required');
    return this.sessions.refresh(body.refresh_token);
  }
}
