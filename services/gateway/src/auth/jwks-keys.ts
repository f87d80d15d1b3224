import { Injectable, Logger } from '@nestjs/common';
import { DomainError, SUBJECTS, jwksSchema } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import { createPublicKey } from 'node:crypto';

/** A token with an unknown kid refetches the JWKS at most this often (a flood of forged kids cannot hammer identity). */
export const JWKS_UNKNOWN_KID_REFETCH_MS = 30_000;
/** The cached JWKS is refetched when older than this, so keys identity stopped publishing stop verifying. */
export const JWKS_MAX_AGE_MS = 10 * 60_000;

/**
 * Public keys of identity's JWKS (over NATS `identity.jwks`), by kid, as SPKI PEM for passport-jwt.
 * Fetched on first use and cached; concurrent lookups share one fetch.
 */
@Injectable()
export class JwksKeys {
  private readonly logger = new Logger(JwksKeys.name);
  private keys = new Map<string, string>();
  private fetchedAt?: number;
  private fetching?: Promise<void>;

  constructor(private readonly nats: NatsRequester) {}

  /** The PEM public key of `kid`; an UNAUTHORIZED DomainError when identity does not publish it. */
  async publicKeyPem(kid: string, now = Date.now()): Promise<string> {
    const age = this.fetchedAt === undefined ? Infinity : now - this.fetchedAt;
    const cached = this.keys.get(kid);
    if (cached !== undefined && age < JWKS_MAX_AGE_MS) return cached;
    if (cached === undefined && age < JWKS_UNKNOWN_KID_REFETCH_MS) throw unknownKid();
    try {
      await this.refetch(now);
    } catch (error) {
      // identity unreachable: a key it published before keeps working until it answers again.
      if (cached === undefined) throw error;
      this.logger.warn(`JWKS refresh failed, using the cached keys: ${error instanceof Error ? error.message : String(error)}`);
      return cached;
    }
    const key = this.keys.get(kid);
    if (key === undefined) throw unknownKid();
    return key;
  }

  private refetch(now: number): Promise<void> {
    this.fetching ??= this.nats
      .request(SUBJECTS.identityJwks, {}, { schema: jwksSchema })
      .then((jwks) => {
        this.keys = new Map(jwks.keys.map((jwk) => [jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }).export({ type: 'spki', format: 'pem' }).toString()]));
        this.fetchedAt = now;
      })
      .finally(() => {
        this.fetching = undefined;
      });
    return this.fetching;
  }
}

const unknownKid = () => new DomainError('UNAUTHORIZED', 'The access token was signed with an unknown key');
