import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { IdentityPersonalData, PersonalDataRequest } from '@pickwise/contracts';
import { Factor, Profile, Session, UserRole } from '../accounts/entities.js';
import { currentRole } from '../accounts/roles.js';
import { AccountSignInLimits } from '../auth/account-sign-in-limits.js';
import { ContactMessages } from '../contact/contact-messages.js';
import { AccountCaller } from './recent-authentication.js';

const iso = (time: Date) => time.toISOString();
const isoOrNull = (time: Date | null | undefined) => (time ? time.toISOString() : null);

/**
 * `identity.account.export`: identity's part of "Download my data", for a recently authenticated
 * caller (the gateway asks it first, so this check guards the whole download). Everything identity
 * keeps about the account, but nothing secret: no password hash, TOTP secret, refresh-token or
 * mailed-link hash.
 */
@Injectable()
export class PersonalDataExport {
  constructor(
    private readonly em: EntityManager,
    private readonly caller: AccountCaller,
    private readonly accountLimits: AccountSignInLimits,
    private readonly contactMessages: ContactMessages,
  ) {}

  async export(request: PersonalDataRequest): Promise<IdentityPersonalData> {
    const { user } = await this.caller.recentlyAuthenticated(request);
    const em = this.em.fork();
    const [role, roles, profile, sessions, signInAddresses, factors, contactMessages] = await Promise.all([
      currentRole(em, user.id),
      em.find(UserRole, { userId: user.id }, { orderBy: { createdAt: 'asc' } }),
      em.findOne(Profile, { userId: user.id }),
      em.find(Session, { userId: user.id }, { orderBy: { createdAt: 'asc' } }),
      this.accountLimits.knownAddresses(user.id),
      em.find(Factor, { userId: user.id }, { orderBy: { createdAt: 'asc' }, fields: ['id', 'factorType', 'friendlyName', 'status', 'createdAt'] }),
      user.email ? this.contactMessages.sentFrom(user.email) : [],
    ]);
    return {
      account: {
        id: user.id,
        email: user.email ?? null,
        role,
        createdAt: iso(user.createdAt),
        emailConfirmedAt: isoOrNull(user.emailConfirmedAt),
        lastSignInAt: isoOrNull(user.lastSignInAt),
        metadata: user.userMetadata,
      },
      roles: roles.map((row) => ({ role: row.role, grantedAt: iso(row.createdAt) })),
      profile: { displayName: profile?.displayName ?? null, country: profile?.country ?? null, language: profile?.language ?? null },
      sessions: sessions.map((session) => ({
        createdAt: iso(session.createdAt),
        lastActiveAt: iso(session.refreshedAt ?? session.createdAt),
        userAgent: session.userAgent ?? null,
        ip: session.ip ?? null,
        aal: session.aal,
      })),
      signInAddresses: signInAddresses.map((address) => ({ ip: address.ip, lastSignedInAt: iso(address.lastSignedInAt) })),
      factors: factors.map((factor) => ({ id: factor.id, type: factor.factorType, friendlyName: factor.friendlyName ?? null, status: factor.status, createdAt: iso(factor.createdAt) })),
      contactMessages: contactMessages.map((message) => ({ ...message, receivedAt: iso(message.receivedAt) })),
    };
  }
}
