import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JetStreamConnection } from '@pickwise/nest-kit';
import type { AccountSignInLimits } from '../auth/account-sign-in-limits.js';
import type { Sessions } from '../auth/sessions.js';
import type { ContactMessages } from '../contact/contact-messages.js';
import type { Mailer } from '../mail/mailer.js';
import { AccountErasure, NOT_DELETED_RETRY_MESSAGE, NOT_DELETED_SIGN_IN_AGAIN_MESSAGE } from './account-erasure.js';
import type { AccountCaller } from './recent-authentication.js';

const CALLER = { userId: '6f1d2c3b-0a9e-4f8d-b7c6-5e4d3c2b1a00', sessionId: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e' };

/** An erasure whose steps are stand-ins: the database (never reached, if all goes as it should), sessions, JetStream and mail. */
function erasureWith({ endAll, jetStream }: { endAll: () => Promise<number>; jetStream: () => Promise<never> }) {
  const transactional = jest.fn(() => Promise.resolve(0));
  const em = { fork: () => ({ findOne: () => Promise.resolve({ language: 'es' }), transactional }) } as unknown as EntityManager;
  const caller = { recentlyAuthenticated: () => Promise.resolve({ user: { id: CALLER.userId, email: 'ana@example.com' }, session: {} }) } as unknown as AccountCaller;
  const sessions = { endAll: jest.fn(endAll) };
  const connection = { get: jest.fn(jetStream), streamReplicas: 1 };
  const mailer = { send: jest.fn(() => Promise.resolve()) };
  const erasure = new AccountErasure(
    em,
    caller,
    sessions as unknown as Sessions,
    {} as AccountSignInLimits,
    {} as ContactMessages,
    mailer as unknown as Mailer,
    connection as unknown as JetStreamConnection,
  );
  return { erasure, sessions, connection, transactional, mailer };
}

describe('AccountErasure when JetStream does not confirm', () => {
  beforeEach(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('stops before anything changed when the ended sessions cannot be announced: the same session may retry', async () => {
    const { erasure, connection, transactional, mailer } = erasureWith({ endAll: () => Promise.reject(new Error('JetStream unavailable')), jetStream: () => Promise.reject(new Error('unused')) });
    await expect(erasure.eraseAccount(CALLER)).rejects.toMatchObject({ code: 'UNAVAILABLE', message: NOT_DELETED_RETRY_MESSAGE });
    expect(connection.get).not.toHaveBeenCalled();
    expect(transactional).not.toHaveBeenCalled();
    expect(mailer.send).not.toHaveBeenCalled();
  });

  it('keeps every row when the erasure cannot be published, and asks for a new sign-in to retry', async () => {
    const { erasure, sessions, transactional, mailer } = erasureWith({ endAll: () => Promise.resolve(2), jetStream: () => Promise.reject(new Error('JetStream unavailable')) });
    await expect(erasure.eraseAccount(CALLER)).rejects.toMatchObject({ code: 'UNAVAILABLE', message: NOT_DELETED_SIGN_IN_AGAIN_MESSAGE });
    expect(sessions.endAll).toHaveBeenCalledWith(CALLER.userId, 'account_deleted');
    expect(transactional).not.toHaveBeenCalled();
    expect(mailer.send).not.toHaveBeenCalled();
  });
});
