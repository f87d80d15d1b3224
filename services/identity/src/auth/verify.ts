import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { VERIFY_TYPES, verifyBodySchema, type ParsedAuthOperationRequest } from '@pickwise/contracts';
import { Accounts } from '../accounts/accounts.js';
import { Identity, User, type OneTimeTokenType, type UserEntity } from '../accounts/entities.js';
import { qualifiedTableName } from '@pickwise/nest-kit';
import { AccountSignInLimits } from './account-sign-in-limits.js';
import { AUTH_ERROR_CODES, AuthApiError, badRequest } from './auth-errors.js';
import { EmailLinks, LINK_INVALID_MESSAGE } from './email-links.js';
import { IpRateLimits } from './rate-limits.js';
import { parseBody } from './request-body.js';
import { Sessions, type SessionResponse } from './sessions.js';

type VerifyType = (typeof VERIFY_TYPES)[number];
const isVerifyType = (value: string | undefined): value is VerifyType => (VERIFY_TYPES as readonly (string | undefined)[]).includes(value);
const tokenTypeOf = (type: VerifyType): OneTimeTokenType => (type === 'recovery' ? 'recovery' : 'confirmation');

/**
 * The e-mailed links. POST /verify `{ type, token_hash }` answers with a session (what
 * `verifyOtp` sends); GET /verify is the link itself: it signs in and redirects to the site with
 * the session in the URL fragment (the implicit flow), where the client picks it up and, for a
 * recovery, raises PASSWORD_RECOVERY.
 */
@Injectable()
export class Verify {
  constructor(
    private readonly em: EntityManager,
    private readonly accounts: Accounts,
    private readonly links: EmailLinks,
    private readonly sessions: Sessions,
    private readonly rateLimits: IpRateLimits,
    private readonly accountLimits: AccountSignInLimits,
  ) {}

  async handle(request: ParsedAuthOperationRequest) {
    await this.rateLimits.consume('verify', request.client.ip);
    const body = parseBody(verifyBodySchema, request.body);
    if (!isVerifyType(body.type)) throw badRequest(AUTH_ERROR_CODES.validationFailed, `Verify requires a type: ${VERIFY_TYPES.join(', ')}`);
    const token = body.token_hash ?? body.token;
    if (!token) throw badRequest(AUTH_ERROR_CODES.validationFailed, 'Verify requires a token_hash');
    return { status: 200, body: await this.signInWith(token, body.type, request) };
  }

  async handleLink(request: ParsedAuthOperationRequest) {
    const { token, type } = request.query;
    const redirectTo = new URL(this.links.safeRedirect(request.query['redirect_to']));
    try {
      await this.rateLimits.consume('verify', request.client.ip);
      if (!token || !isVerifyType(type)) throw new AuthApiError(403, AUTH_ERROR_CODES.otpExpired, LINK_INVALID_MESSAGE);
      const session = await this.signInWith(token, type, request);
      redirectTo.hash = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type,
      }).toString();
    } catch (error) {
      if (!(error instanceof AuthApiError)) throw error;
      redirectTo.hash = new URLSearchParams({ error: 'access_denied', error_code: error.errorCode, error_description: error.message }).toString();
    }
    return { status: 303, headers: { Location: redirectTo.toString() } };
  }

  private async signInWith(token: string, type: VerifyType, request: ParsedAuthOperationRequest): Promise<SessionResponse> {
    const userId = await this.links.consume(token, tokenTypeOf(type));
    const user = await this.accounts.findById(userId);
    if (!user) throw new AuthApiError(403, AUTH_ERROR_CODES.otpExpired, LINK_INVALID_MESSAGE);
    // Following either link proves the address is the user's.
    if (!user.emailConfirmedAt) await this.confirmEmail(user);
    const session = await this.sessions.start(user, type === 'recovery' ? 'recovery' : 'otp', request.client);
    // The mailbox proved the owner: a password-guessing lock on the account ends here.
    await this.accountLimits.signedIn(user, request.client.ip);
    return session;
  }

  private async confirmEmail(user: UserEntity): Promise<void> {
    const em = this.em.fork();
    user.emailConfirmedAt = new Date();
    await em.nativeUpdate(User, { id: user.id }, { emailConfirmedAt: user.emailConfirmedAt, updatedAt: user.emailConfirmedAt });
    await em.getConnection().execute(
      `update ${qualifiedTableName(em, Identity)} set "identity_data" = "identity_data" || '{"email_verified": true}'::jsonb, "updated_at" = now() where "user_id" = ? and "provider" = 'email'`,
      [user.id],
    );
  }
}
