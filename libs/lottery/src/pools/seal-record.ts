import canonicalize from 'canonicalize';
import type { CurrencyCode, GameId } from '../games.js';

/**
 * A pool's sealed record of one draw (issue 36): what was played, by whom and for what share, as it
 * stood at the seal. Its canonical form (RFC 8785, JSON Canonicalization Scheme: keys sorted, no
 * white space, one spelling per number) is hashed with SHA-256, and each record names the hash of the
 * pool's previous seal, so no record of the chain can change without every later hash changing.
 * Members stand in it by a pseudonymous id and a salted hash of their display name: deleting an
 * account later erases the name, not the record.
 */
export const SEAL_RECORD_FORMAT = 'pickwise-pool-seal/1';

export interface SealedMember {
  /** The member's pseudonymous id in this pool (never their account's id). */
  memberId: string;
  /** A fresh random salt (hex) per member, so equal names in two pools hash apart. */
  nameSalt: string;
  /** SHA-256 (hex) of the salt followed by the display name, both UTF-8: a member who knows the name can check it. */
  nameHash: string;
  shares: number;
  /** The agreement version the member accepted word for word, and when. */
  acceptedVersion: number;
  acceptedAt: string;
  organiser: boolean;
}

export interface SealedLine {
  main: number[];
  special: number[];
}

export interface SealedTicket {
  ticketId: string;
  lines: SealedLine[];
  /** What one line cost, in minor units of the record's currency. */
  linePrice: number;
  /** SHA-256 (hex) of the paper ticket's photo; null when none was attached. */
  photoSha256: string | null;
}

export interface SealedContribution {
  memberId: string;
  /** Minor units of the record's currency. */
  amount: number;
  recordedAt: string;
  /** When the member confirmed it; null while unconfirmed at the seal. */
  confirmedAt: string | null;
}

export interface SealRecord {
  format: typeof SEAL_RECORD_FORMAT;
  pool: { id: string; name: string };
  draw: { game: GameId; date: string; salesCutoffAt: string };
  currency: CurrencyCode;
  /** 1 for the pool's first seal, then one more per seal, in the order they were made. */
  sequence: number;
  sealedAt: string;
  /** Whether the organiser sealed early or the game's sales cutoff did. */
  sealedBy: 'organiser' | 'sales-cutoff';
  /** The hash of the pool's seal before this one; null for the first. */
  previousSealHash: string | null;
  agreement: { version: number; textSha256: string };
  /** In the order members joined (the split's tie rule reads it). */
  members: SealedMember[];
  tickets: SealedTicket[];
  contributions: SealedContribution[];
}

/** The record's canonical form (RFC 8785), the exact text its hash is taken over. */
export function canonicalSealRecord(record: SealRecord): string {
  const text = canonicalize(record);
  if (text === undefined) throw new TypeError('A seal record has a canonical form');
  return text;
}

/** SHA-256 of UTF-8 text or of bytes, as lower-case hex; Web Crypto, so it runs alike in Node and in the browser. */
export async function sha256Hex(content: string | Uint8Array): Promise<string> {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The seal's hash: SHA-256 of the record's canonical form. */
export const sealHash = (record: SealRecord): Promise<string> => sha256Hex(canonicalSealRecord(record));

/** A member's name hash in a record: SHA-256 of the salt then the name. */
export const memberNameHash = (nameSalt: string, displayName: string): Promise<string> => sha256Hex(`${nameSalt}${displayName}`);

/** The hash an agreement version is accepted and sealed by: SHA-256 of the canonical form of its two texts. */
export const agreementTextHash = (text: { en: string; es: string }): Promise<string> => sha256Hex(canonicalize(text) ?? '');
