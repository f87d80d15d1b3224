import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { recoverBodySchema, type ParsedAuthOperationRequest } from '@pickwise/contracts';
import { Accounts } from '../accounts/accounts.js';
import { User } from '../accounts/entities.js';
import { accountLanguage } from '../mail/account-language.js';
import { recoveryMail } from '../mail/mail-texts.js';
import { Mailer } from '../mail/mailer.js';
import { AUTH_ERROR_CODES, badRequest } from './auth-errors.js';
import { EmailLinks } from './email-links.js';
import { IpRateLimits } from './rate-limits.js';
import { parseBody, validEmail } from './request-body.js';

/**
 * POST /recover: mails a sign-in link to an existing account. The answer is the same `{}` whether
 * or not the address has an account, so it cannot be used to find out who is registered.
 */
@Injectable()
export class Recover {
  private readonly logger = new Logger(Recover.name);

  constructor(
    private readonly em: EntityManager,
    private readonly accounts: Accounts,
    private readonly links: EmailLinks,
    private readonly mailer: Mailer,
    private readonly rateLimits: IpRateLimits,
  ) {}

  async handle(request: ParsedAuthOperationRequest) {
    await this.rateLimits.consume('recover', request.client.ip);
    const body = parseBody(recoverBodySchema, request.body);
    if (!body.email) throw badRequest(AUTH_ERROR_CODES.validationFailed, 'Password recovery requires an email');
    const email = validEmail(body.email);
    const user = await this.accounts.findByEmail(email);
    // Mailed after the answer: waiting for SMTP only when the account exists would tell it by the time taken.
    if (user) void this.mailLink(user.id, email, request.query['redirect_to']).catch((error: unknown) => this.logger.error({ msg: 'Recovery mail failed', err: error }));
    return { status: 200, body: {} };
  }

  private async mailLink(userId: string, email: string, redirectTo: string | undefined): Promise<void> {
    const token = await this.links.issue(userId, 'recovery');
    await this.mailer.send(recoveryMail(email, await accountLanguage(this.em.fork(), userId), this.links.link(token, 'recovery', redirectTo)));
    await this.em.fork().nativeUpdate(User, { id: userId }, { recoverySentAt: new Date() });
  }
}
