import { Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserRoleName } from '@pickwise/contracts';
import { UserRole } from './entities.js';

const logger = new Logger('Roles');

/**
 * The user's role: the newest user_roles row (docs/product-spec.md §7), `user` when there is none — and also when
 * the lookup fails (docs/product-spec.md §6), so a database hiccup never grants more than a plain user has.
 */
export async function currentRole(em: EntityManager, userId: string): Promise<UserRoleName> {
  try {
    const newest = await em.findOne(UserRole, { userId }, { orderBy: { createdAt: 'desc' }, fields: ['role'] });
    return newest?.role ?? 'user';
  } catch (error) {
    logger.warn(`Role lookup failed for ${userId}, treating as user: ${error instanceof Error ? error.message : String(error)}`);
    return 'user';
  }
}

/** Makes `role` the user's newest role row (inserted, or its created_at moved to now). */
export async function grantRole(em: EntityManager, userId: string, role: UserRoleName): Promise<void> {
  await em.upsert(UserRole, { userId, role, createdAt: new Date() }, { onConflictFields: ['userId', 'role'], onConflictAction: 'merge', onConflictMergeFields: ['createdAt'] });
}
