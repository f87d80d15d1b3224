import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager, type QueryResult } from '@mikro-orm/postgresql';
import { ACCESS_TOKEN_ALGORITHM, publicJwkSchema, type Jwks } from '@pickwise/contracts';
import { MigratedSchema } from '@pickwise/nest-kit';
import { calculateJwkThumbprint } from 'jose';
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { SigningKey } from './signing-key.entity.js';

/**
 * The identity service's signing keys: an ES256 key pair is created on the first start (when no
 * key is active) and every stored public key is published as the JWKS.
 */
@Injectable()
export class SigningKeys implements OnModuleInit {
  private readonly logger = new Logger(SigningKeys.name);
  private active?: Promise<{ kid: string; privateKey: KeyObject }>;
  private readonly publicKeys = new Map<string, KeyObject>();

  constructor(
    private readonly em: EntityManager,
    // Injected so the table exists before the first key is looked for.
    readonly migrated: MigratedSchema,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.ensureActiveKey();
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
        `insert into "${this.migrated.schema}"."signing_keys" ("kid", "algorithm", "public_jwk", "private_key") values (?, ?, ?, ?) on conflict ("active") where "active" do nothing`,
        [kid, ACCESS_TOKEN_ALGORITHM, JSON.stringify(publicJwk), privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()],
        'run',
      );
    if (inserted.affectedRows > 0) this.logger.log(`Created signing key ${kid} (${ACCESS_TOKEN_ALGORITHM})`);
    this.active = undefined;
  }

  /** The active key, to sign access tokens with (cached: it changes only when an operator rotates it). */
  async activeKey(): Promise<{ kid: string; privateKey: KeyObject }> {
    this.active ??= this.em
      .fork()
      .findOneOrFail(SigningKey, { active: true }, { fields: ['kid', 'privateKey'] })
      .then((key) => ({ kid: key.kid, privateKey: createPrivateKey(key.privateKey) }));
    return this.active.catch((error: unknown) => {
      this.active = undefined;
      throw error;
    });
  }

  /** The public key `kid`, active or retired, or undefined when this service never issued it. */
  async publicKey(kid: string): Promise<KeyObject | undefined> {
    const cached = this.publicKeys.get(kid);
    if (cached) return cached;
    const key = await this.em.fork().findOne(SigningKey, { kid }, { fields: ['kid', 'publicJwk'] });
    if (!key) return undefined;
    const publicKey = createPublicKey({ key: publicJwkSchema.parse(key.publicJwk), format: 'jwk' });
    this.publicKeys.set(kid, publicKey);
    return publicKey;
  }

  /** Every stored public key, newest first (retired keys still verify the tokens they signed). */
  async jwks(): Promise<Jwks> {
    const keys = await this.em.fork().find(SigningKey, {}, { orderBy: { createdAt: 'desc' }, fields: ['kid', 'publicJwk'] });
    return { keys: keys.map((key) => publicJwkSchema.parse(key.publicJwk)) };
  }
}
