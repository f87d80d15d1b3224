import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG } from '@pickwise/nest-kit';
import type { IdentityConfig } from '../config.js';
import { normalizeEmail } from './email.js';
import { User } from './entities.js';
import { grantRole } from './roles.js';

/** Makes the account with `email` an admin; 'unknown' when no account has that address. */
export async function grantAdminByEmail(em: EntityManager, email: string): Promise<'granted' | 'unknown'> {
  const user = await em.findOne(User, { email: normalizeEmail(email) }, { fields: ['id'] });
  if (!user) return 'unknown';
  await grantRole(em, user.id, 'admin');
  return 'granted';
}

/**
 * ADMIN_EMAILS: the operator's way to have admins without SQL. Existing accounts are granted at
 * start; an address that signs up later is granted at sign-up.
 */
@Injectable()
export class AdminEmailsAtStart implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminEmailsAtStart.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const email of this.config.ADMIN_EMAILS) {
      const outcome = await grantAdminByEmail(this.em.fork(), email);
      this.logger.log(outcome === 'granted' ? `${email} is an admin (ADMIN_EMAILS)` : `${email} (ADMIN_EMAILS) has no account yet: it becomes an admin when it signs up`);
    }
  }
}
