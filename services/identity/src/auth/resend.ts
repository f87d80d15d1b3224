import { Injectable, Logger } from '@nestjs/common';
import { resendBodySchema, type ParsedAuthOperationRequest } from '@pickwise/contracts';
import { Accounts } from '../accounts/accounts.js';
import { AUTH_ERROR_CODES, badRequest } from './auth-errors.js';
import { ConfirmationMails } from './confirmation.js';
import { IpRateLimits } from './rate-limits.js';
import { parseBody, validEmail } from './request-body.js';

/**
 * POST /resend `{ type: 'signup', email }`: a new confirmation link for an account that has not
 * confirmed its address. Like /recover, the answer is `{}` whatever the address, and the mail
 * goes out after it.
 */
@Injectable()
export class Resend {
  private readonly logger = new Logger(Resend.name);

  constructor(
    private readonly accounts: Accounts,
    private readonly confirmationMails: ConfirmationMails,
    private readonly rateLimits: IpRateLimits,
  ) {}

  async handle(request: ParsedAuthOperationRequest) {
    await this.rateLimits.consume('recover', request.client.ip);
    const body = parseBody(resendBodySchema, request.body);
    if (body.type !== 'signup') throw badRequest(AUTH_ERROR_CODES.validationFailed, 'Resend requires type signup (e-mail changes and phone numbers are not offered)');
    if (!body.email) throw badRequest(AUTH_ERROR_CODES.validationFailed, 'Resend requires an email');
    const email = validEmail(body.email);
    const user = await this.accounts.findByEmail(email);
    if (user && !user.emailConfirmedAt) {
      void this.confirmationMails.send(user.id, email, request.query['redirect_to']).catch((error: unknown) => this.logger.error({ msg: 'Confirmation mail failed', err: error }));
    }
    return { status: 200, body: {} };
  }
}
