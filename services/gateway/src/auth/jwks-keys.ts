import { Injectable, Logger } from '@nestjs/common';
import { SUBJECTS, jwksSchema } from '@pickwise/contracts';
import { NatsRequester, PublishedSigningKeys } from '@pickwise/nest-kit';
import type { KeyObject } from 'node:crypto';

/** A token with an unknown kid refetches the JWKS at most this often (a flood of forged kids cannot hammer identity). */
export const JWKS_UNKNOWN_KID_REFETCH_MS = 30_000;
/** The cached JWKS is refetched when older than this, so keys identity stopped publishing stop verifying. */
export const JWKS_MAX_AGE_MS = 10 * 60_000;

/**
 * identity's public signing keys (its JWKS over NATS `identity.jwks`) by kid, for the access-token
 * verifier: fetched on first use, bounded, shared by concurrent lookups (nest-kit's PublishedSigningKeys).
 */
@Injectable()
export class JwksKeys {
  private readonly logger = new Logger(JwksKeys.name);
  private readonly published: PublishedSigningKeys;

  constructor(nats: NatsRequester) {
    this.published = new PublishedSigningKeys(
      () => nats.request(SUBJECTS.identityJwks, {}, { schema: jwksSchema }),
      { unknownKidRefetchMs: JWKS_UNKNOWN_KID_REFETCH_MS, maxAgeMs: JWKS_MAX_AGE_MS },
      // identity unreachable: a key it published before keeps working until it answers again.
      (error) => this.logger.warn(`JWKS refresh failed, using the cached keys: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  /** The public key of `kid`, or undefined when identity does not publish it; UNAVAILABLE when identity cannot be asked. */
  keyFor(kid: string): Promise<KeyObject | undefined> {
    return this.published.keyFor(kid);
  }
}
