import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, missingProfileItems, type Language, type Me, type Profile, type ProfileUpdate, type Recipient, type SignedInCaller } from '@pickwise/contracts';
import { Profile as ProfileRow, Session, User, type ProfileEntity } from '../accounts/entities.js';
import { currentRole } from '../accounts/roles.js';

const profileJson = (row: ProfileEntity): Profile => ({
  user_id: row.userId,
  display_name: row.displayName ?? null,
  email: row.email ?? null,
  country: row.country ?? null,
  updated_at: row.updatedAt.toISOString(),
  language: row.language ?? null,
});

/** The specification's profiles (docs/product-spec.md §3, §7) and the signed-in summary behind GET /api/me. */
@Injectable()
export class Profiles {
  constructor(private readonly em: EntityManager) {}

  async me(caller: SignedInCaller): Promise<Me> {
    const em = this.em.fork();
    const user = await this.signedIn(em, caller);
    const [profile, role] = await Promise.all([em.findOne(ProfileRow, { userId: user.id }), currentRole(em, user.id)]);
    const missing = missingProfileItems(profile ? profileJson(profile) : null);
    return { user: { id: user.id, email: user.email ?? null }, role, profileComplete: missing.length === 0, missing };
  }

  async get(caller: SignedInCaller): Promise<Profile> {
    const em = this.em.fork();
    const user = await this.signedIn(em, caller);
    return profileJson(await this.rowOf(em, user.id, user.email ?? null));
  }

  /** Sets name and country (docs/product-spec.md §7: display_name, country, updated_at); the e-mail stays the account's. */
  async update(caller: SignedInCaller, update: ProfileUpdate): Promise<Profile> {
    const em = this.em.fork();
    const user = await this.signedIn(em, caller);
    const row = await this.rowOf(em, user.id, user.email ?? null);
    row.displayName = update.display_name;
    row.country = update.country;
    row.updatedAt = new Date();
    await em.flush();
    return profileJson(row);
  }

  /** Sets the language of the account's mails and notifications (the site sends the one the player uses it in). */
  async setLanguage(caller: SignedInCaller, language: Language): Promise<Profile> {
    const em = this.em.fork();
    const user = await this.signedIn(em, caller);
    const row = await this.rowOf(em, user.id, user.email ?? null);
    if (row.language !== language) {
      row.language = language;
      row.updatedAt = new Date();
      await em.flush();
    }
    return profileJson(row);
  }

  /**
   * Who the notifications service writes to: each known user's address, only once confirmed (an
   * unconfirmed one may be someone else's), and profile language. Unknown ids (deleted accounts) are left out.
   */
  async recipients(userIds: readonly string[]): Promise<Recipient[]> {
    const em = this.em.fork();
    const [users, profiles] = await Promise.all([
      em.find(User, { id: { $in: [...userIds] } }, { fields: ['id', 'email', 'emailConfirmedAt'] }),
      em.find(ProfileRow, { userId: { $in: [...userIds] } }, { fields: ['userId', 'language'] }),
    ]);
    const languages = new Map(profiles.map((profile) => [profile.userId, profile.language ?? null]));
    return users.map((user) => ({ userId: user.id, email: user.emailConfirmedAt && user.email ? user.email : null, language: languages.get(user.id) ?? null }));
  }

  /** An access token outlives a sign-out by up to its hour; the profile is refused once its session ended. */
  private async signedIn(em: EntityManager, caller: SignedInCaller) {
    const [session, user] = await Promise.all([em.findOne(Session, { id: caller.sessionId, userId: caller.userId }), em.findOne(User, { id: caller.userId })]);
    if (!session || !user) throw new DomainError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
    return user;
  }

  /** The user's profile row, created (holding the account's e-mail) for accounts that have none yet. */
  private async rowOf(em: EntityManager, userId: string, email: string | null): Promise<ProfileEntity> {
    const existing = await em.findOne(ProfileRow, { userId });
    if (existing) return existing;
    await em.upsert(ProfileRow, { userId, email, updatedAt: new Date() }, { onConflictFields: ['userId'], onConflictAction: 'ignore' });
    return em.findOneOrFail(ProfileRow, { userId });
  }
}
