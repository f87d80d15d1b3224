import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { DISPLAY_NAME_MAX_LENGTH, firstCharacters, signupBodySchema, type ParsedAuthOperationRequest } from '@pickwise/contracts';
import { APP_CONFIG } from '@pickwise/nest-kit';
import { Accounts } from '../accounts/accounts.js';
import { Identity, Profile, User, type UserEntity } from '../accounts/entities.js';
import { grantRole } from '../accounts/roles.js';
import { mailLanguageOf } from '../mail/mail-texts.js';
import type { IdentityConfig } from '../config.js';
import { AUTH_ERROR_CODES, MISSING_EMAIL_OR_PHONE_MESSAGE, USER_ALREADY_REGISTERED_MESSAGE, badRequest, unprocessable } from './auth-errors.js';
import { ConfirmationMails } from './confirmation.js';
import { assertAcceptablePassword, hashPassword } from './passwords.js';
import { IpRateLimits } from './rate-limits.js';
import { parseBody, validEmail } from './request-body.js';
import { Sessions } from './sessions.js';

/** Phone numbers are not a way to sign up here (docs/product-spec.md §6: the visible UI uses e-mail and password). */
export const PHONE_SIGNUP_DISABLED_MESSAGE = 'Phone signups are disabled: sign up with an email address and a password';

/**
 * POST /signup: an e-mail account with a password. With MAILER_AUTOCONFIRM the answer is a session
 * (GoTrue's autoconfirm); otherwise a confirmation link is mailed and the answer is the user alone.
 */
@Injectable()
export class Signup {
  constructor(
    private readonly em: EntityManager,
    private readonly accounts: Accounts,
    private readonly sessions: Sessions,
    private readonly confirmationMails: ConfirmationMails,
    private readonly rateLimits: IpRateLimits,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async handle(request: ParsedAuthOperationRequest) {
    await this.rateLimits.consume('signup', request.client.ip);
    const body = parseBody(signupBodySchema, request.body);
    if (!body.email && body.phone) throw badRequest(AUTH_ERROR_CODES.phoneProviderDisabled, PHONE_SIGNUP_DISABLED_MESSAGE);
    if (!body.email) throw badRequest(AUTH_ERROR_CODES.validationFailed, MISSING_EMAIL_OR_PHONE_MESSAGE);
    const email = validEmail(body.email);
    if (!body.password) throw badRequest(AUTH_ERROR_CODES.validationFailed, 'Signup requires a valid password');
    assertAcceptablePassword(body.password, email);

    const user = await this.create(email, await hashPassword(body.password), body.data ?? {});
    if (this.config.ADMIN_EMAILS.includes(email)) await grantRole(this.em.fork(), user.id, 'admin');
    if (this.config.MAILER_AUTOCONFIRM) return { status: 200, body: await this.sessions.start(user, 'password', request.client) };

    user.confirmationSentAt = await this.confirmationMails.send(user.id, email, request.query['redirect_to']);
    return { status: 200, body: await this.accounts.json(user) };
  }

  /** The user, its `email` identity and its profile (holding the e-mail, docs/product-spec.md §3, and the site's language), in one transaction. */
  private async create(email: string, encryptedPassword: string, userMetadata: Record<string, unknown>): Promise<UserEntity> {
    const now = new Date();
    try {
      return await this.em.fork().transactional(async (em) => {
        const user = em.create(User, {
          email,
          encryptedPassword,
          emailConfirmedAt: this.config.MAILER_AUTOCONFIRM ? now : null,
          appMetadata: { provider: 'email', providers: ['email'] },
          userMetadata,
          isAnonymous: false,
          createdAt: now,
          updatedAt: now,
        });
        await em.persist(user).flush();
        em.create(Identity, { userId: user.id, provider: 'email', providerId: user.id, identityData: { sub: user.id, email, email_verified: false }, createdAt: now, updatedAt: now });
        em.create(Profile, { userId: user.id, email, displayName: displayNameFrom(userMetadata), language: mailLanguageOf(userMetadata) ?? null, updatedAt: now });
        await em.flush();
        return user;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw unprocessable(AUTH_ERROR_CODES.userAlreadyExists, USER_ALREADY_REGISTERED_MESSAGE);
      throw error;
    }
  }
}

/** A name given at sign-up (`data.display_name`, `data.full_name` or `data.name`) starts the profile. */
function displayNameFrom(metadata: Record<string, unknown>): string | null {
  const name = [metadata['display_name'], metadata['full_name'], metadata['name']].find((value): value is string => typeof value === 'string' && value.trim().length > 0);
  return name ? firstCharacters(name.trim(), DISPLAY_NAME_MAX_LENGTH) : null;
}
