import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager, type QueryResult } from '@mikro-orm/postgresql';
import { ACCESS_TOKEN_ALGORITHM, publicJwkSchema, type Jwks } from '@pickwise/contracts';
import { APP_CONFIG, MigratedSchema, PublishedSigningKeys } from '@pickwise/nest-kit';
import { calculateJwkThumbprint } from 'jose';
import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { IdentityConfig } from '../config.js';
import { SIGNING_PRIVATE_KEY, rowContext } from '../encryption/encrypted-columns.js';
import type { Keyring } from '../encryption/keyring.js';
import { SigningKey } from './signing-key.entity.js';

/**
 * A token naming a kid this service does not hold reads the table again at most this often: a key
 * another replica has just created verifies within a second, and a flood of forged kids costs at
 * most one query a second.
 */
const UNKNOWN_KID_REREAD_MS = 1_000;
/** The kept public keys are read again when older than this (a key deleted from the table stops verifying). */
const PUBLIC_KEYS_MAX_AGE_MS = 10 * 60_000;

/**
 * The identity service's signing keys: an ES256 key pair is created on the first start (when no
 * key is active) and every stored public key is published as the JWKS. Private keys are stored
 * encrypted with the keyring (DATA_ENCRYPTION_KEYS), bound to their kid.
 */
@Injectable()
export class SigningKeys implements OnModuleInit {
  private readonly logger = new Logger(SigningKeys.name);
  private active?: Promise<{ kid: string; privateKey: KeyObject }>;
  /** The public keys tokens are verified with, bounded and read from the table as a whole. */
  private readonly publishedKeys = new PublishedSigningKeys(() => this.jwks(), { unknownKidRefetchMs: UNKNOWN_KID_REREAD_MS, maxAgeMs: PUBLIC_KEYS_MAX_AGE_MS }, (error) =>
    this.logger.warn(`Reading the signing keys failed, using the kept ones: ${error instanceof Error ? error.message : String(error)}`),
  );

  private readonly keyring: Keyring;

  constructor(
    private readonly em: EntityManager,
    // Injected so the table exists before the first key is looked for.
    readonly migrated: MigratedSchema,
    @Inject(APP_CONFIG) config: IdentityConfig,
  ) {
    this.keyring = config.DATA_ENCRYPTION_KEYS;
  }

  /** Decrypting the active key here makes a start with a key list that cannot read it fail at once. */
  async onModuleInit(): Promise<void> {
    await this.ensureActiveKey();
    await this.activeKey();
  }

  /**
   * Creates an active key unless one exists. Two replicas starting together may both generate one;
   * the insert of the second does nothing (one active key per schema, ON CONFLICT on that index).
   */
  async ensureActiveKey(): Promise<void> {
    const em = this.em.fork();
    if ((await em.count(SigningKey, { active: true })) > 0) return;
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });
    const kid = await calculateJwkThumbprint({ kty, crv, x, y }, 'sha256');
    const publicJwk = publicJwkSchema.parse({ kty, crv, x, y, kid, alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' });
    const inserted = await em
      .getConnection()
      .execute<QueryResult>(
        `insert into "${this.migrated.schema}"."signing_keys" ("kid", "algorithm", "public_jwk", "encrypted_private_key") values (?, ?, ?, ?) on conflict ("active") where "active" do nothing`,
        [kid, ACCESS_TOKEN_ALGORITHM, JSON.stringify(publicJwk), this.keyring.encrypt(privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), rowContext(SIGNING_PRIVATE_KEY, kid))],
        'run',
      );
    if (inserted.affectedRows > 0) this.logger.log(`Created signing key ${kid} (${ACCESS_TOKEN_ALGORITHM})`);
    this.active = undefined;
    this.publishedKeys.forget();
  }

  /** The active key, to sign access tokens with (cached: it changes only when an operator rotates it). */
  async activeKey(): Promise<{ kid: string; privateKey: KeyObject }> {
    this.active ??= this.em
      .fork()
      .findOneOrFail(SigningKey, { active: true }, { fields: ['kid', 'encryptedPrivateKey'] })
      .then((key) => ({ kid: key.kid, privateKey: createPrivateKey(this.keyring.decrypt(key.encryptedPrivateKey, rowContext(SIGNING_PRIVATE_KEY, key.kid))) }));
    return this.active.catch((error: unknown) => {
      this.active = undefined;
      throw error;
    });
  }

  /** The public key `kid` (a well-formed key id), active or retired, or undefined when this service never issued it. */
  publicKey(kid: string): Promise<KeyObject | undefined> {
    return this.publishedKeys.keyFor(kid);
  }

  /** Every stored public key, newest first (retired keys still verify the tokens they signed). */
  async jwks(): Promise<Jwks> {
    const keys = await this.em.fork().find(SigningKey, {}, { orderBy: { createdAt: 'desc' }, fields: ['kid', 'publicJwk'] });
    return { keys: keys.map((key) => publicJwkSchema.parse(key.publicJwk)) };
  }
}
