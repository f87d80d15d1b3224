import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { enrollFactorBodySchema, verifyFactorBodySchema, type ParsedAuthOperationRequest } from '@pickwise/contracts';
import { APP_CONFIG, qualifiedTableName } from '@pickwise/nest-kit';
import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { Factor, MfaChallenge, type FactorEntity, type UserEntity } from '../accounts/entities.js';
import type { IdentityConfig } from '../config.js';
import { FACTOR_SECRET, rowContext } from '../encryption/encrypted-columns.js';
import type { Keyring } from '../encryption/keyring.js';
import { AUTH_ERROR_CODES, badRequest, notFound, unauthorized, unprocessable } from './auth-errors.js';
import { Authentication, type Authenticated } from './authenticated.js';
import { IpRateLimits } from './rate-limits.js';
import { parseBody } from './request-body.js';
import { Sessions } from './sessions.js';

/** GoTrue's limits: a challenge is good for 5 minutes, a user holds at most 10 factors. */
export const CHALLENGE_TTL_SECONDS = 300;
export const MAX_FACTORS_PER_USER = 10;
const TOTP_PERIOD_SECONDS = 30;

const totpFor = (secret: string, issuer: string, label: string) => new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/**
 * TOTP multi-factor authentication: enroll (a secret and its QR code), challenge, verify (the
 * session becomes aal2, the factor verified) and unenroll. Phone and WebAuthn factors are not offered.
 */
@Injectable()
export class Factors {
  private readonly defaultIssuer: string;
  private readonly keyring: Keyring;

  constructor(
    private readonly em: EntityManager,
    private readonly authentication: Authentication,
    private readonly sessions: Sessions,
    private readonly rateLimits: IpRateLimits,
    @Inject(APP_CONFIG) config: IdentityConfig,
  ) {
    this.defaultIssuer = new URL(config.SITE_URL).host;
    this.keyring = config.DATA_ENCRYPTION_KEYS;
  }

  /** POST /factors. */
  async enroll(request: ParsedAuthOperationRequest) {
    const { user } = await this.authenticate(request);
    const body = parseBody(enrollFactorBodySchema, request.body);
    if (body.factor_type === 'phone') throw unprocessable(AUTH_ERROR_CODES.mfaPhoneEnrollNotEnabled, 'MFA enroll is disabled for Phone');
    if (body.factor_type === 'webauthn') throw unprocessable(AUTH_ERROR_CODES.mfaWebAuthnEnrollNotEnabled, 'MFA enroll is disabled for WebAuthn');
    if (body.factor_type !== 'totp') throw badRequest(AUTH_ERROR_CODES.validationFailed, 'factor_type needs to be totp');

    const em = this.em.fork();
    if ((await em.count(Factor, { userId: user.id })) >= MAX_FACTORS_PER_USER) {
      throw unprocessable(AUTH_ERROR_CODES.validationFailed, `Maximum number of enrolled factors reached (${MAX_FACTORS_PER_USER}), unenroll to continue`);
    }
    const friendlyName = body.friendly_name?.trim() || null;
    if (friendlyName && (await em.count(Factor, { userId: user.id, friendlyName })) > 0) {
      throw unprocessable(AUTH_ERROR_CODES.mfaFactorNameConflict, `A factor with the friendly name "${friendlyName}" for this user already exists`);
    }
    const secret = new Secret({ size: 20 }).base32;
    const uri = totpFor(secret, body.issuer?.trim() || this.defaultIssuer, user.email ?? user.id).toString();
    const now = new Date();
    // The id is chosen here, not by the database: the encrypted secret is bound to its row.
    const id = randomUUID();
    const encryptedSecret = this.keyring.encrypt(secret, rowContext(FACTOR_SECRET, id));
    const factor = em.create(Factor, { id, userId: user.id, friendlyName, factorType: 'totp', status: 'unverified', encryptedSecret, createdAt: now, updatedAt: now });
    await em.persist(factor).flush();
    return { status: 200, body: { id: factor.id, type: 'totp', friendly_name: friendlyName ?? '', totp: { qr_code: await QRCode.toString(uri, { type: 'svg' }), secret, uri } } };
  }

  /** POST /factors/{id}/challenge. */
  async challenge(request: ParsedAuthOperationRequest) {
    const { user } = await this.authenticate(request);
    const factor = await this.ownFactor(user.id, request.params['factorId']);
    const em = this.em.fork();
    const challenge = em.create(MfaChallenge, { factorId: factor.id, ip: request.client.ip, createdAt: new Date() });
    await em.persist(challenge).flush();
    return { status: 200, body: { id: challenge.id, type: 'totp', expires_at: Math.floor(challenge.createdAt.getTime() / 1000) + CHALLENGE_TTL_SECONDS } };
  }

  /** POST /factors/{id}/verify. The challenge is used up either way; the code as acceptCode says. */
  async verify(request: ParsedAuthOperationRequest) {
    const { user, session } = await this.authenticate(request);
    const factor = await this.ownFactor(user.id, request.params['factorId']);
    const body = parseBody(verifyFactorBodySchema, request.body);
    if (!body.challenge_id || !body.code) throw badRequest(AUTH_ERROR_CODES.validationFailed, 'challenge_id and code are required');

    const em = this.em.fork();
    const [challenge] = await em
      .getConnection()
      .execute<{ created_at: Date }[]>(`delete from ${qualifiedTableName(em, MfaChallenge)} where "id" = ? and "factor_id" = ? and "verified_at" is null returning "created_at"`, [uuidOrNil(body.challenge_id), factor.id]);
    if (!challenge || Date.now() - new Date(challenge.created_at).getTime() > CHALLENGE_TTL_SECONDS * 1000) {
      throw unprocessable(AUTH_ERROR_CODES.mfaChallengeExpired, `MFA challenge ${body.challenge_id} has expired, verify against another challenge or create a new challenge.`);
    }
    if (!(await this.acceptCode(factor, body.code, user))) throw unprocessable(AUTH_ERROR_CODES.mfaVerificationFailed, 'Invalid TOTP code entered');
    return { status: 200, body: await this.sessions.elevate(session, user, 'totp') };
  }

  /** DELETE /factors/{id}: a verified factor can only be removed from an aal2 session. */
  async unenroll(request: ParsedAuthOperationRequest) {
    const { user, session } = await this.authenticate(request);
    const factor = await this.ownFactor(user.id, request.params['factorId']);
    if (factor.status === 'verified' && session.aal !== 'aal2') throw unauthorized(AUTH_ERROR_CODES.insufficientAal, 'AAL2 required to unenroll verified factor');
    await this.em.fork().nativeDelete(Factor, { id: factor.id });
    return { status: 200, body: { id: factor.id } };
  }

  /** Whether `code` is a current code of one of the user's verified factors (a re-authentication); the code is used up as in verify. */
  async acceptsVerifiedFactorCode(user: UserEntity, code: string): Promise<boolean> {
    const factors = await this.em.fork().find(Factor, { userId: user.id, factorType: 'totp', status: 'verified' });
    for (const factor of factors) if (await this.acceptCode(factor, code, user)) return true;
    return false;
  }

  /**
   * A code is accepted within one period of clock drift and only once (a code seen over a
   * shoulder cannot be replayed); accepting it verifies the factor.
   */
  private async acceptCode(factor: FactorEntity, code: string, user: UserEntity): Promise<boolean> {
    if (!factor.encryptedSecret) return false;
    const totp = totpFor(this.keyring.decrypt(factor.encryptedSecret, rowContext(FACTOR_SECRET, factor.id)), this.defaultIssuer, user.email ?? user.id);
    const delta = totp.validate({ token: code.trim(), window: 1 });
    if (delta === null) return false;
    const step = totp.counter() + delta;
    // The step must be newer than the last one accepted; the condition sits in the update so two
    // requests racing with the same code cannot both pass.
    const updated = await this.em
      .fork()
      .nativeUpdate(Factor, { id: factor.id, $or: [{ lastVerifiedStep: null }, { lastVerifiedStep: { $lt: step } }] }, { status: 'verified', lastVerifiedStep: step, updatedAt: new Date() });
    return updated === 1;
  }

  private async authenticate(request: ParsedAuthOperationRequest): Promise<Authenticated> {
    await this.rateLimits.consume('factors', request.client.ip);
    return this.authentication.require(request.accessToken);
  }

  private async ownFactor(userId: string, factorId: string | undefined): Promise<FactorEntity> {
    const factor = factorId ? await this.em.fork().findOne(Factor, { id: uuidOrNil(factorId), userId }) : null;
    if (!factor) throw notFound(AUTH_ERROR_CODES.mfaFactorNotFound, 'Factor not found');
    return factor;
  }
}

/** A malformed id matches nothing rather than failing the uuid cast in PostgreSQL. */
const uuidOrNil = (value: string) => (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value : '00000000-0000-0000-0000-000000000000');
