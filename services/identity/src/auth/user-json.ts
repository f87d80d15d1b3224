import { ACCESS_TOKEN_AUDIENCE, type UserRoleName } from '@pickwise/contracts';
import type { FactorEntity, IdentityEntity, UserEntity } from '../accounts/entities.js';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? undefined;

/** A factor as GoTrue lists it in `user.factors` (never its secret). */
export const factorJson = (factor: FactorEntity) => ({
  id: factor.id,
  friendly_name: factor.friendlyName ?? undefined,
  factor_type: factor.factorType,
  status: factor.status,
  created_at: iso(factor.createdAt),
  updated_at: iso(factor.updatedAt),
});

/** The user object of GoTrue's responses (what @supabase/auth-js keeps in the session). */
export function userJson(user: UserEntity, role: UserRoleName, identities: IdentityEntity[], factors: FactorEntity[]) {
  return {
    id: user.id,
    aud: ACCESS_TOKEN_AUDIENCE,
    role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.emailConfirmedAt),
    phone: '',
    confirmation_sent_at: iso(user.confirmationSentAt),
    confirmed_at: iso(user.emailConfirmedAt),
    recovery_sent_at: iso(user.recoverySentAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.providerId,
      user_id: identity.userId,
      identity_data: identity.identityData,
      provider: identity.provider,
      last_sign_in_at: iso(identity.lastSignInAt),
      created_at: iso(identity.createdAt),
      updated_at: iso(identity.updatedAt),
      email: typeof identity.identityData['email'] === 'string' ? identity.identityData['email'] : undefined,
    })),
    factors: factors.length ? factors.map(factorJson) : undefined,
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
    is_anonymous: user.isAnonymous,
  };
}
export type UserJson = ReturnType<typeof userJson>;
