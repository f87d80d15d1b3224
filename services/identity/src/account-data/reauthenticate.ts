import { Injectable } from '@nestjs/common';
import { DomainError, type AuthenticationMethod, type Reauthenticated, type ReauthenticateRequest } from '@pickwise/contracts';
import { AccountSignInLimits } from '../auth/account-sign-in-limits.js';
import { AuthApiError } from '../auth/auth-errors.js';
import { Factors } from '../auth/factors.js';
import { passwordMatches } from '../auth/passwords.js';
import { Sessions } from '../auth/sessions.js';
import { AccountCaller, recentAfter } from './recent-authentication.js';

export const WRONG_PASSWORD_MESSAGE = 'The password is not correct';
export const WRONG_CODE_MESSAGE = 'The code is not correct or has expired';

/**
 * `identity.account.reauthenticate`: the signed-in user proves again who they are, with the
 * account's password (argon2, as sign-in checks it) or a current code of a verified TOTP factor,
 * and the session counts as recently authenticated for RECENT_AUTHENTICATION_SECONDS.
 *
 * A signed-in session must not become an unlimited way to try passwords (or codes): every attempt
 * counts in the account's sign-in lock before it is checked, exactly as a password sign-in from
 * the address the session signed in from would (AccountSignInLimits), and a locked account is
 * refused as sign-in refuses it. One that proves the owner starts the count again.
 */
@Injectable()
export class Reauthentication {
  constructor(
    private readonly caller: AccountCaller,
    private readonly sessions: Sessions,
    private readonly factors: Factors,
    private readonly accountLimits: AccountSignInLimits,
  ) {}

  async reauthenticate({ credentials, ...caller }: ReauthenticateRequest): Promise<Reauthenticated> {
    const { session, user } = await this.caller.signedIn(caller);
    // The session's own address: a lock caused from elsewhere does not keep its owner out here either.
    const ip = session.ip ?? '';
    await this.countAttempt(user.email ?? user.id, ip, user);
    let method: AuthenticationMethod['method'];
    if ('password' in credentials) {
      if (!(await passwordMatches(user.encryptedPassword, credentials.password))) throw wrongCredentials('password', WRONG_PASSWORD_MESSAGE);
      method = 'password';
    } else {
      if (!(await this.factors.acceptsVerifiedFactorCode(user, credentials.code))) throw wrongCredentials('code', WRONG_CODE_MESSAGE);
      method = 'totp';
    }
    await this.accountLimits.startCountsAgain(user, ip);
    const renewed = await this.sessions.renewAuthentication(session, method);
    return { recentUntil: recentAfter(renewed.timestamp).toISOString() };
  }

  /** The sign-in lock's 429 (its message says for how long) as this API's RATE_LIMITED. */
  private async countAttempt(...attempt: Parameters<AccountSignInLimits['countAttempt']>): Promise<void> {
    try {
      await this.accountLimits.countAttempt(...attempt);
    } catch (error) {
      if (error instanceof AuthApiError && error.status === 429) throw new DomainError('RATE_LIMITED', error.message);
      throw error;
    }
  }
}

/** A VALIDATION failure naming the field the user got wrong, so the form can say it beside it. */
const wrongCredentials = (field: 'password' | 'code', message: string) => new DomainError('VALIDATION', message, [{ path: [field], code: 'invalid_value' }]);
