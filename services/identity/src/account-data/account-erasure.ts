import { Injectable, Logger } from '@nestjs/common';
import { EntityManager, LockMode, type QueryResult } from '@mikro-orm/postgresql';
import { ACCOUNT_ERASED_SUBJECT, ACCOUNT_ERASURES_STREAM_SETTINGS, DomainError, accountErasedMsgId, type AccountErased, type AccountErasedEvent, type AccountEraseRequest } from '@pickwise/contracts';
import { JetStreamConnection, StreamPublisher, qualifiedTableName } from '@pickwise/nest-kit';
import { Factor, Identity, MfaChallenge, OneTimeToken, Profile, RefreshToken, Session, User, UserRole } from '../accounts/entities.js';
import { AccountSignInLimits } from '../auth/account-sign-in-limits.js';
import { Sessions } from '../auth/sessions.js';
import { ContactMessages } from '../contact/contact-messages.js';
import { accountLanguage } from '../mail/account-language.js';
import { accountErasedMail } from '../mail/mail-texts.js';
import { Mailer } from '../mail/mailer.js';
import { AccountCaller } from './recent-authentication.js';

export const NOT_DELETED_RETRY_MESSAGE = 'Your account could not be deleted just now; please try again in a minute';
export const NOT_DELETED_SIGN_IN_AGAIN_MESSAGE = 'Your account could not be deleted just now; please sign in again and retry in a minute';

/** What hangs off a user by `user_id`, children before parents (refresh tokens before their sessions). */
const USER_ROWS = [RefreshToken, Session, Identity, OneTimeToken, Profile, UserRole] as const;

/**
 * `identity.account.erase`: deletes the signed-in account (docs/services.md#identity, "Account
 * data"). Identity closes it and hands the erasure to every service: (1) only for a recently
 * authenticated session; (2) the address and language are read while they exist; (3) every session
 * ends through Sessions, so every gateway refuses its tokens at once; (4) `{ userId, erasedAt }` goes
 * on ACCOUNT_ERASURES, stored once per account (accountErasedMsgId), which each service's durable
 * consumer erases its part from; (5) identity's own rows go (`erase`, which its own consumer runs
 * too, so a request that dies after (4) is completed); (6) a mail confirms it.
 */
@Injectable()
export class AccountErasure {
  private readonly logger = new Logger(AccountErasure.name);
  private readonly erasures: StreamPublisher;

  constructor(
    private readonly em: EntityManager,
    private readonly caller: AccountCaller,
    private readonly sessions: Sessions,
    private readonly accountLimits: AccountSignInLimits,
    private readonly contactMessages: ContactMessages,
    private readonly mailer: Mailer,
    connection: JetStreamConnection,
  ) {
    this.erasures = new StreamPublisher(connection, ACCOUNT_ERASURES_STREAM_SETTINGS);
  }

  async eraseAccount(request: AccountEraseRequest): Promise<AccountErased> {
    const { user } = await this.caller.recentlyAuthenticated(request);
    const email = user.email ?? null;
    const language = await accountLanguage(this.em.fork(), user.id);

    // Until JetStream has taken the ended sessions, nothing has changed: the same session may retry.
    const sessionsEnded = await this.sessions.endAll(user.id, 'account_deleted').catch((error: unknown) => {
      throw this.unavailable(user.id, 'ending its sessions', error, NOT_DELETED_RETRY_MESSAGE);
    });
    const event: AccountErasedEvent = { userId: user.id, erasedAt: Date.now() };
    // The sessions are gone, so a retry needs a new sign-in; the account itself is untouched until the event is stored.
    await this.erasures.publish(ACCOUNT_ERASED_SUBJECT, JSON.stringify(event), accountErasedMsgId(event)).catch((error: unknown) => {
      throw this.unavailable(user.id, 'publishing its erasure', error, NOT_DELETED_SIGN_IN_AGAIN_MESSAGE);
    });

    // From here the erasure is certain: if this part fails, identity's consumer of the event retries it until done.
    const rows = await this.erase(user.id).catch((error: unknown) => {
      this.logger.error({ msg: 'Erasing identity rows failed; its erasures consumer completes it', userId: user.id, err: error });
      return 0;
    });
    this.logger.log({ msg: 'Account deleted', userId: user.id, sessionsEnded, rows });
    if (email) void this.mailer.send(accountErasedMail(email, language)).catch((error: unknown) => this.logger.error({ msg: 'Account deletion mail not sent', userId: user.id, err: error }));
    return { erased: true, sessionsEnded };
  }

  /**
   * Identity's share of an erasure, idempotent (its AccountErasureConsumer runs it for every
   * erasure, the request above too): any session started meanwhile is ended as every ending is,
   * then in one transaction the user and everything hanging off it, the sign-in counters and known
   * addresses of its e-mail address, and the sender of its contact messages (which stay). Once the
   * user row is gone there is nothing more: the address may already belong to a new account, which
   * a repeated erasure must not touch. Resolves with how many rows it deleted or changed.
   */
  async erase(userId: string): Promise<number> {
    await this.sessions.endAll(userId, 'account_deleted');
    return this.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) return 0;
      let rows = 0;
      if (user.email) rows += await this.contactMessages.anonymiseSentFrom(em, user.email);
      rows += await this.accountLimits.forgetAccount(em, user.id, user.email ?? user.id);
      const factorIds = (await em.find(Factor, { userId }, { fields: ['id'] })).map((factor) => factor.id);
      if (factorIds.length > 0) rows += await em.nativeDelete(MfaChallenge, { factorId: { $in: factorIds } });
      rows += await em.nativeDelete(Factor, { userId });
      for (const entity of USER_ROWS) rows += (await em.execute<QueryResult>(`delete from ${qualifiedTableName(em, entity)} where "user_id" = ?`, [userId], 'run')).affectedRows;
      return rows + (await em.nativeDelete(User, { id: userId }));
    });
  }

  private unavailable(userId: string, step: string, error: unknown, message: string): DomainError {
    this.logger.error({ msg: `Account deletion stopped ${step}`, userId, err: error });
    return new DomainError('UNAVAILABLE', message);
  }
}
