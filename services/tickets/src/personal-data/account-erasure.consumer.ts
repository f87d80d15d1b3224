import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AccountErasureConsumer, JetStreamConnection } from '@pickwise/nest-kit';
import type { TicketsConfig } from '../config.js';
import { PersonalDataService } from './personal-data.service.js';

/**
 * The tickets service's share of an account's erasure: its durable consumer of ACCOUNT_ERASURES
 * (ERASURES_CONSUMER, default `erasures-tickets`) deletes the account's tickets, results, budgets
 * and pause, and is acknowledged once they are gone; a replica that was down erases when it is back.
 */
@Injectable()
export class TicketsAccountErasureConsumer extends AccountErasureConsumer {
  constructor(
    connection: JetStreamConnection,
    private readonly personalData: PersonalDataService,
    @Inject(APP_CONFIG) config: Pick<TicketsConfig, 'ERASURES_CONSUMER'>,
  ) {
    super(connection, config);
  }

  protected erase(userId: string): Promise<number> {
    return this.personalData.erase(userId);
  }
}
