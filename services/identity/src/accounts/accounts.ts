import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Factor, Identity, User, type UserEntity } from './entities.js';
import { normalizeEmail } from './email.js';
import { currentRole } from './roles.js';
import { userJson, type UserJson } from '../auth/user-json.js';

/** Looks users up and renders them as GoTrue does. */
@Injectable()
export class Accounts {
  constructor(private readonly em: EntityManager) {}

  /** The user with this e-mail (stored lower-case, see normalizeEmail). */
  findByEmail(email: string, em: EntityManager = this.em.fork()): Promise<UserEntity | null> {
    return em.findOne(User, { email: normalizeEmail(email) });
  }

  findById(id: string, em: EntityManager = this.em.fork()): Promise<UserEntity | null> {
    return em.findOne(User, { id });
  }

  /** The user object of GoTrue's responses, with identities, factors and the current role. */
  async json(user: UserEntity, em: EntityManager = this.em.fork()): Promise<UserJson> {
    const [identities, factors, role] = await Promise.all([
      em.find(Identity, { userId: user.id }, { orderBy: { createdAt: 'asc' } }),
      em.find(Factor, { userId: user.id }, { orderBy: { createdAt: 'asc' } }),
      currentRole(em, user.id),
    ]);
    return userJson(user, role, identities, factors);
  }
}
