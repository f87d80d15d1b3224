import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ASSURANCE_LEVELS, LANGUAGES, PROFILE_COUNTRIES, USER_ROLES, type AuthenticationMethod } from '@pickwise/contracts';

/**
 * The identity data model (docs/architecture.md §5–6), following Supabase Auth (GoTrue) where it has a
 * counterpart. Foreign keys are plain uuid columns here; the migration declares the constraints.
 */

export const FACTOR_TYPES = ['totp', 'phone', 'webauthn'] as const;
export const FACTOR_STATUSES = ['verified', 'unverified'] as const;

const createdAt = () => p.datetime().fieldName('created_at').defaultRaw('now()');
const updatedAt = () => p.datetime().fieldName('updated_at').defaultRaw('now()');

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    /** Unique case-insensitively; absent for anonymous users. */
    email: p.string().length(255).nullable(),
    /** A memory-hard hash (scrypt or argon2id), never the password. */
    encryptedPassword: p.string().length(255).fieldName('encrypted_password').nullable(),
    emailConfirmedAt: p.datetime().fieldName('email_confirmed_at').nullable(),
    lastSignInAt: p.datetime().fieldName('last_sign_in_at').nullable(),
    confirmationSentAt: p.datetime().fieldName('confirmation_sent_at').nullable(),
    recoverySentAt: p.datetime().fieldName('recovery_sent_at').nullable(),
    appMetadata: p.json<Record<string, unknown>>().fieldName('app_metadata'),
    userMetadata: p.json<Record<string, unknown>>().fieldName('user_metadata'),
    isAnonymous: p.boolean().fieldName('is_anonymous').default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type UserEntity = InferEntity<typeof User>;

/** A way to sign in (the `email` provider for passwords; OAuth providers later). */
export const Identity = defineEntity({
  name: 'Identity',
  tableName: 'identities',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    userId: p.uuid().fieldName('user_id'),
    provider: p.string().length(64),
    providerId: p.string().length(255).fieldName('provider_id'),
    identityData: p.json<Record<string, unknown>>().fieldName('identity_data'),
    lastSignInAt: p.datetime().fieldName('last_sign_in_at').nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type IdentityEntity = InferEntity<typeof Identity>;

/** A signed-in device; access tokens carry its id as `session_id`. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    userId: p.uuid().fieldName('user_id'),
    aal: p.enum(ASSURANCE_LEVELS).columnType('varchar(8)').default('aal1'),
    notAfter: p.datetime().fieldName('not_after').nullable(),
    userAgent: p.text().fieldName('user_agent').nullable(),
    ip: p.string().columnType('inet').nullable(),
    /** How the session proved who the user is: `[{ method: 'password' | 'totp' | 'recovery' | 'otp', timestamp }]`. */
    amr: p.json<AuthenticationMethod[]>(),
    refreshedAt: p.datetime().fieldName('refreshed_at').nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type SessionEntity = InferEntity<typeof Session>;

/**
 * Refresh tokens rotate: each use revokes the token and issues a child. Only a SHA-256 of the
 * opaque token is stored; a revoked token presented again reveals reuse and ends its session.
 */
export const RefreshToken = defineEntity({
  name: 'RefreshToken',
  tableName: 'refresh_tokens',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    tokenHash: p.string().columnType('char(64)').fieldName('token_hash'),
    userId: p.uuid().fieldName('user_id'),
    sessionId: p.uuid().fieldName('session_id'),
    /** Hash of the token this one replaced; null for the first token of a session. */
    parentHash: p.string().columnType('char(64)').fieldName('parent_hash').nullable(),
    revoked: p.boolean().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type RefreshTokenEntity = InferEntity<typeof RefreshToken>;

/** A multi-factor authentication factor. */
export const Factor = defineEntity({
  name: 'Factor',
  tableName: 'factors',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    userId: p.uuid().fieldName('user_id'),
    friendlyName: p.string().length(255).fieldName('friendly_name').nullable(),
    factorType: p.enum(FACTOR_TYPES).columnType('varchar(16)').fieldName('factor_type'),
    status: p.enum(FACTOR_STATUSES).columnType('varchar(16)').default('unverified'),
    /** The shared secret, encrypted (src/encryption: FACTOR_SECRET); only Factors reads it. */
    encryptedSecret: p.text().fieldName('encrypted_secret').nullable(),
    phone: p.string().length(32).nullable(),
    /** The TOTP time step of the last accepted code: a code is accepted once. */
    lastVerifiedStep: p.bigint('number').fieldName('last_verified_step').nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type FactorEntity = InferEntity<typeof Factor>;

/** The specification's profile (table profiles). */
export const Profile = defineEntity({
  name: 'Profile',
  tableName: 'profiles',
  properties: {
    userId: p.uuid().primary().fieldName('user_id'),
    displayName: p.string().length(100).fieldName('display_name').nullable(),
    email: p.string().length(255).nullable(),
    country: p.enum(PROFILE_COUNTRIES).columnType('varchar(8)').nullable(),
    /** The language of the account's mails and notifications; null while unknown (mails then carry both). */
    language: p.enum(LANGUAGES).columnType('varchar(2)').nullable(),
    updatedAt: updatedAt(),
  },
});
export type ProfileEntity = InferEntity<typeof Profile>;

/** The specification's user role (table user_roles); a user may hold several roles. */
export const UserRole = defineEntity({
  name: 'UserRole',
  tableName: 'user_roles',
  properties: {
    userId: p.uuid().primary().fieldName('user_id'),
    role: p.enum(USER_ROLES).columnType('varchar(16)').primary(),
    createdAt: createdAt(),
  },
});
export type UserRoleEntity = InferEntity<typeof UserRole>;

/** A TOTP challenge: verifying a code names the challenge, which is good once and for a few minutes. */
export const MfaChallenge = defineEntity({
  name: 'MfaChallenge',
  tableName: 'mfa_challenges',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    factorId: p.uuid().fieldName('factor_id'),
    ip: p.string().columnType('inet').nullable(),
    createdAt: createdAt(),
    verifiedAt: p.datetime().fieldName('verified_at').nullable(),
  },
});
export type MfaChallengeEntity = InferEntity<typeof MfaChallenge>;

export const ONE_TIME_TOKEN_TYPES = ['confirmation', 'recovery'] as const;
export type OneTimeTokenType = (typeof ONE_TIME_TOKEN_TYPES)[number];

/** An e-mailed link's token (SHA-256 only); one outstanding per user and type, used once. */
export const OneTimeToken = defineEntity({
  name: 'OneTimeToken',
  tableName: 'one_time_tokens',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    userId: p.uuid().fieldName('user_id'),
    tokenType: p.enum(ONE_TIME_TOKEN_TYPES).columnType('varchar(16)').fieldName('token_type'),
    tokenHash: p.string().columnType('char(64)').fieldName('token_hash'),
    createdAt: createdAt(),
  },
});
export type OneTimeTokenEntity = InferEntity<typeof OneTimeToken>;

export const IDENTITY_ENTITIES = [User, Identity, Session, RefreshToken, Factor, Profile, UserRole, MfaChallenge, OneTimeToken];
