import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AccountErasureConsumer, JetStreamConnection } from '@pickwise/nest-kit';
import type { IdentityConfig } from '../config.js';
import { AccountErasure } from './account-erasure.js';

/**
 * Identity's durable consumer of ACCOUNT_ERASURES (`erasures-identity`): identity publishes each
 * erasure and then erases its rows itself, and this runs the same idempotent erasure for every
 * message, so an erasure whose request died between the two is completed (a redelivery erases nothing more).
 */
@Injectable()
export class IdentityErasuresConsumer extends AccountErasureConsumer {
  constructor(
    connection: JetStreamConnection,
    private readonly erasure: AccountErasure,
    @Inject(APP_CONFIG) config: IdentityConfig,
  ) {
    super(connection, config);
  }

  protected erase(userId: string): Promise<number> {
    return this.erasure.erase(userId);
  }
}
