import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@pickwise/contracts';
import { APP_CONFIG } from '@pickwise/nest-kit';
import type { NotificationsConfig } from '../config.js';
import { NotificationsDatabase } from '../database/notifications-database.js';
import { unsubscribeTokenUser } from './unsubscribe-token.js';

/** The one-click unsubscribe of a mail's link: no session, the token is the authority. */
@Injectable()
export class UnsubscribeService {
  constructor(
    private readonly database: NotificationsDatabase,
    @Inject(APP_CONFIG) private readonly config: Pick<NotificationsConfig, 'UNSUBSCRIBE_SECRET'>,
  ) {}

  /**
   * Turns e-mail off on every rule of the token's user, and drops the mails queued but not yet
   * taken by a sender: after the click, no further mail goes. The same link used again succeeds.
   */
  async unsubscribe(token: string): Promise<{ unsubscribed: true }> {
    const userId = unsubscribeTokenUser(this.config.UNSUBSCRIBE_SECRET, token);
    if (!userId) throw new DomainError('NOT_FOUND', 'This unsubscribe link is not valid');
    const { rules, outbox } = this.database.tables;
    await this.database.transaction(async (sql) => {
      await sql.query(`update ${rules} set email = false, updated_at = now() where user_id = $1 and email`, [userId]);
      await sql.query(`update ${outbox} set status = 'dropped', last_error = 'unsubscribed' where user_id = $1 and channel = 'email' and status = 'pending'`, [userId]);
    });
    return { unsubscribed: true };
  }
}
