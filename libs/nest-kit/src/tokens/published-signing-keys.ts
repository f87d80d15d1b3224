import { createPublicKey, type KeyObject } from 'node:crypto';
import type { Jwks } from '@pickwise/contracts';

/**
 * The most keys kept from one JWKS (the newest first, as identity lists them). identity has one
 * active key and the retired ones it still publishes; the bound keeps a broken or hostile key
 * source from growing this process's memory.
 */
export const MAX_PUBLISHED_KEYS = 16;

export interface PublishedKeysTiming {
  /** A kid not among the kept keys refetches them at most this often: a flood of forged kids cannot hammer the source. */
  unknownKidRefetchMs: number;
  /** Kept keys older than this are refetched, so a key the source stopped publishing stops verifying. */
  maxAgeMs: number;
}

/**
 * identity's public signing keys by kid, as the verifier of access tokens looks them up. The whole
 * set is fetched at once (from `identity.jwks` in the gateway, from the table in identity) and
 * replaced at once, so it holds at most MAX_PUBLISHED_KEYS keys whatever kids tokens name: an
 * unknown kid is never stored, not even as a miss. Concurrent lookups share one fetch.
 */
export class PublishedSigningKeys {
  private keys = new Map<string, KeyObject>();
  private fetchedAt?: number;
  private fetching?: Promise<void>;

  constructor(
    private readonly fetchJwks: () => Promise<Jwks>,
    private readonly timing: PublishedKeysTiming,
    /** Told when a refetch failed and a kept key answered instead. */
    private readonly onRefetchFailed: (error: unknown) => void = () => undefined,
  ) {}

  /**
   * The public key named `kid`, or undefined when the source does not publish it. A failing source
   * is an error only when no kept key can answer: a key published before keeps working meanwhile.
   */
  async keyFor(kid: string, now = Date.now()): Promise<KeyObject | undefined> {
    const age = this.fetchedAt === undefined ? Infinity : now - this.fetchedAt;
    const kept = this.keys.get(kid);
    if (kept !== undefined && age < this.timing.maxAgeMs) return kept;
    if (kept === undefined && age < this.timing.unknownKidRefetchMs) return undefined;
    try {
      await this.refetch(now);
    } catch (error) {
      if (kept === undefined) throw error;
      this.onRefetchFailed(error);
      return kept;
    }
    return this.keys.get(kid);
  }

  /** Drops the kept keys, so the next lookup fetches them (after this process created a key). */
  forget(): void {
    this.keys = new Map();
    this.fetchedAt = undefined;
  }

  private refetch(now: number): Promise<void> {
    this.fetching ??= this.fetchJwks()
      .then((jwks) => {
        this.keys = new Map(jwks.keys.slice(0, MAX_PUBLISHED_KEYS).map((jwk) => [jwk.kid, createPublicKey({ key: jwk, format: 'jwk' })]));
        this.fetchedAt = now;
      })
      .finally(() => {
        this.fetching = undefined;
      });
    return this.fetching;
  }
}
