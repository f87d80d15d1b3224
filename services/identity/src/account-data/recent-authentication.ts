import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, RECENT_AUTHENTICATION_SECONDS, type AuthenticationMethod, type SignedInCaller } from '@pickwise/contracts';
import { Session, User, type SessionEntity, type UserEntity } from '../accounts/entities.js';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
export const REAUTHENTICATION_REQUIRED_MESSAGE = 'Confirm it is you first: enter your password or a code from your authenticator app';

/**
 * Until when a session counts as recently authenticated: its newest proof of who the user is (the
 * latest `amr` timestamp: a sign-in, a TOTP verification, a re-authentication) plus
 * RECENT_AUTHENTICATION_SECONDS; null when it holds none.
 */
export function recentUntil(amr: readonly AuthenticationMethod[]): Date | null {
  return amr.length === 0 ? null : recentAfter(Math.max(...amr.map((entry) => entry.timestamp)));
}

/** Until when a proof of who the user is, made at `timestampSeconds`, counts as recent. */
export const recentAfter = (timestampSeconds: number) => new Date((timestampSeconds + RECENT_AUTHENTICATION_SECONDS) * 1000);

/** Whether the session's newest proof is at most RECENT_AUTHENTICATION_SECONDS old at `now`. */
export function isRecentlyAuthenticated(amr: readonly AuthenticationMethod[], now: Date): boolean {
  const until = recentUntil(amr);
  return until !== null && now.getTime() <= until.getTime();
}

export interface SignedInAccount {
  session: SessionEntity;
  user: UserEntity;
}

/**
 * The caller of an account operation, from a token the gateway verified: its session must still
 * exist and be the caller's (a signed-out session's token outlives it by up to an hour), and for
 * the most sensitive operations (export, deletion) it must have been authenticated recently, so a
 * device left signed in is not enough.
 */
@Injectable()
export class AccountCaller {
  constructor(private readonly em: EntityManager) {}

  /** The caller's live session and account; UNAUTHORIZED once the session ended. */
  async signedIn(caller: SignedInCaller): Promise<SignedInAccount> {
    const em = this.em.fork();
    const [session, user] = await Promise.all([em.findOne(Session, { id: caller.sessionId, userId: caller.userId }), em.findOne(User, { id: caller.userId })]);
    if (!session || !user) throw new DomainError('UNAUTHORIZED', SESSION_ENDED_MESSAGE);
    return { session, user };
  }

  /** As signedIn, and REAUTHENTICATION_REQUIRED (403) unless the session was authenticated within RECENT_AUTHENTICATION_SECONDS. */
  async recentlyAuthenticated(caller: SignedInCaller, now = new Date()): Promise<SignedInAccount> {
    const account = await this.signedIn(caller);
    if (!isRecentlyAuthenticated(account.session.amr, now)) throw new DomainError('REAUTHENTICATION_REQUIRED', REAUTHENTICATION_REQUIRED_MESSAGE);
    return account;
  }
}
