import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { updateUserBodySchema, type ParsedAuthOperationRequest } from '@pickwise/contracts';
import { Accounts } from '../accounts/accounts.js';
import { normalizeEmail } from '../accounts/email.js';
import { Factor, User } from '../accounts/entities.js';
import { AUTH_ERROR_CODES, unauthorized, unprocessable } from './auth-errors.js';
import { Authentication } from './authenticated.js';
import { assertAcceptablePassword, hashPassword, passwordMatches } from './passwords.js';
import { parseBody } from './request-body.js';
import { Sessions } from './sessions.js';

/** GET /user and PUT /user (password and user_metadata; the e-mail cannot be changed, docs/product-spec.md §2). */
@Injectable()
export class CurrentUser {
  constructor(
    private readonly em: EntityManager,
    private readonly accounts: Accounts,
    private readonly authentication: Authentication,
    private readonly sessions: Sessions,
  ) {}

  async get(request: ParsedAuthOperationRequest) {
    const { user } = await this.authentication.require(request.accessToken);
    return { status: 200, body: await this.accounts.json(user) };
  }

  async update(request: ParsedAuthOperationRequest) {
    const { user, session } = await this.authentication.require(request.accessToken);
    const body = parseBody(updateUserBodySchema, request.body);
    if (body.email !== undefined && normalizeEmail(body.email) !== user.email) throw unprocessable(AUTH_ERROR_CODES.emailChangeNotAllowed, 'Email cannot be changed');
    if (body.phone) throw unprocessable(AUTH_ERROR_CODES.phoneProviderDisabled, 'Phone numbers are not supported');

    const em = this.em.fork();
    const changes: Partial<typeof user> = { updatedAt: new Date() };
    if (body.password !== undefined) {
      // With a verified second factor, a password change needs a session that used it (GoTrue's rule):
      // a stolen password alone must not be enough to lock the owner out.
      if (session.aal !== 'aal2' && (await em.count(Factor, { userId: user.id, status: 'verified' })) > 0) {
        throw unauthorized(AUTH_ERROR_CODES.insufficientAal, 'AAL2 session is required to update email or password when MFA is enabled.');
      }
      assertAcceptablePassword(body.password, user.email ?? null);
      if (await passwordMatches(user.encryptedPassword, body.password)) throw unprocessable(AUTH_ERROR_CODES.samePassword, 'New password should be different from the old password.');
      changes.encryptedPassword = await hashPassword(body.password);
      // As GoTrue does: a new password ends every other session, so whoever signed in with the old
      // one (the reason to change it, often) is out, while the device that changed it stays in.
      await this.sessions.end('others', session, 'password_change');
    }
    if (body.data) changes.userMetadata = mergeMetadata(user.userMetadata, body.data);
    await em.nativeUpdate(User, { id: user.id }, changes);
    return { status: 200, body: await this.accounts.json({ ...user, ...changes }, em) };
  }
}

/** GoTrue merges `data` into user_metadata; a key set to null is removed. */
function mergeMetadata(current: Record<string, unknown>, update: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...current, ...update };
  for (const [key, value] of Object.entries(update)) if (value === null) delete merged[key];
  return merged;
}
