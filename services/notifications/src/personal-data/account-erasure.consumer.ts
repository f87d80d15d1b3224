import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AccountErasureConsumer, JetStreamConnection } from '@pickwise/nest-kit';
import type { NotificationsConfig } from '../config.js';
import { PersonalDataService } from './personal-data.service.js';

/**
 * The notifications service's share of an account's erasure: its durable consumer of
 * ACCOUNT_ERASURES (ERASURES_CONSUMER, default `erasures-notifications`) deletes the account's
 * rules, browsers, calendar address and messages, and is acknowledged once they are gone; a replica
 * that was down erases when it is back.
 */
@Injectable()
export class NotificationsAccountErasureConsumer extends AccountErasureConsumer {
  constructor(
    connection: JetStreamConnection,
    private readonly personalData: PersonalDataService,
    @Inject(APP_CONFIG) config: Pick<NotificationsConfig, 'ERASURES_CONSUMER'>,
  ) {
    super(connection, config);
  }

  protected erase(userId: string): Promise<number> {
    return this.personalData.erase(userId);
  }
}
