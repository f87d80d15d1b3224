import { agreementTextHash, sealHash, sha256Hex, type SealRecord } from './seal-record.js';

/**
 * A pool's evidence pack (issue 36): every sealed record with its hash, every agreement version's
 * texts and every attached photo, in one JSON file a member downloads and anyone verifies offline
 * (`npm run pool:verify -- <pack>`, or the verification page in the browser). Its shape is checked
 * by libs/contracts `evidencePackSchema` before it reaches verifyEvidencePack.
 */
export const EVIDENCE_PACK_FORMAT = 'pickwise-pool-evidence/1';

export interface EvidencePack {
  format: typeof EVIDENCE_PACK_FORMAT;
  pool: { id: string; name: string };
  exportedAt: string;
  /** Oldest first: the pool's whole chain. */
  seals: { hash: string; record: SealRecord }[];
  agreements: { version: number; en: string; es: string; textSha256: string }[];
  photos: { sha256: string; mediaType: string; base64: string }[];
}

/** Where a seal is in the chain, as every problem names it. */
export interface SealPlace {
  sequence: number;
  game: string;
  date: string;
}

/** One thing of the pack that does not match, exactly where. */
export type EvidenceProblem =
  | { kind: 'seal-hash'; seal: SealPlace; stated: string; computed: string }
  | { kind: 'sequence'; seal: SealPlace; expected: number }
  | { kind: 'chain'; seal: SealPlace; stated: string | null; expected: string | null }
  | { kind: 'other-pool'; seal: SealPlace; poolId: string }
  | { kind: 'agreement-missing'; seal: SealPlace; version: number }
  | { kind: 'agreement-hash'; version: number; stated: string; computed: string }
  | { kind: 'agreement-sealed-hash'; seal: SealPlace; version: number; sealed: string; pack: string }
  | { kind: 'photo-hash'; photo: number; stated: string; computed: string }
  | { kind: 'photo-unreadable'; photo: number }
  | { kind: 'photo-missing'; seal: SealPlace; ticketId: string; sha256: string };

export interface EvidenceVerdict {
  valid: boolean;
  seals: number;
  photos: number;
  problems: EvidenceProblem[];
}

const placeOf = (record: SealRecord): SealPlace => ({ sequence: record.sequence, game: record.draw.game, date: record.draw.date });

/** Standard base64 to bytes, or undefined when it is not base64 (atob is global in Node and browsers). */
function decodeBase64(text: string): Uint8Array | undefined {
  try {
    const binary = atob(text);
    return Uint8Array.from(binary, (character) => character.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/**
 * Checks every hash of the pack: each seal's hash against its record's canonical form, the chain
 * (sequence 1, 2, 3… each naming the hash before it), each agreement's texts against their hash and
 * against the hash its seals hold, and each photo's bytes against its hash and the tickets naming
 * it. A pack passes only with no problem; every problem says which record or photo it is.
 */
export async function verifyEvidencePack(pack: EvidencePack): Promise<EvidenceVerdict> {
  const problems: EvidenceProblem[] = [];
  const agreements = new Map<number, string>();
  for (const agreement of pack.agreements) {
    const computed = await agreementTextHash({ en: agreement.en, es: agreement.es });
    if (computed !== agreement.textSha256) problems.push({ kind: 'agreement-hash', version: agreement.version, stated: agreement.textSha256, computed });
    agreements.set(agreement.version, agreement.textSha256);
  }
  const photoHashes = new Set<string>();
  for (const [index, photo] of pack.photos.entries()) {
    const bytes = decodeBase64(photo.base64);
    if (!bytes) {
      problems.push({ kind: 'photo-unreadable', photo: index + 1 });
      continue;
    }
    const computed = await sha256Hex(bytes);
    if (computed !== photo.sha256) problems.push({ kind: 'photo-hash', photo: index + 1, stated: photo.sha256, computed });
    else photoHashes.add(computed);
  }
  let previous: string | null = null;
  for (const [index, { hash, record }] of pack.seals.entries()) {
    const seal = placeOf(record);
    const computed = await sealHash(record);
    if (computed !== hash) problems.push({ kind: 'seal-hash', seal, stated: hash, computed });
    if (record.sequence !== index + 1) problems.push({ kind: 'sequence', seal, expected: index + 1 });
    if (record.previousSealHash !== previous) problems.push({ kind: 'chain', seal, stated: record.previousSealHash, expected: previous });
    if (record.pool.id !== pack.pool.id) problems.push({ kind: 'other-pool', seal, poolId: record.pool.id });
    const agreementHash = agreements.get(record.agreement.version);
    if (agreementHash === undefined) problems.push({ kind: 'agreement-missing', seal, version: record.agreement.version });
    else if (agreementHash !== record.agreement.textSha256) problems.push({ kind: 'agreement-sealed-hash', seal, version: record.agreement.version, sealed: record.agreement.textSha256, pack: agreementHash });
    for (const ticket of record.tickets) {
      if (ticket.photoSha256 !== null && !photoHashes.has(ticket.photoSha256)) problems.push({ kind: 'photo-missing', seal, ticketId: ticket.ticketId, sha256: ticket.photoSha256 });
    }
    // The chain goes on from the hash the pack states: one altered record is one problem, not one per later seal.
    previous = hash;
  }
  return { valid: problems.length === 0, seals: pack.seals.length, photos: pack.photos.length, problems };
}

/** A problem in plain English, for the command line (the verification page words it in both languages). */
export function describeEvidenceProblem(problem: EvidenceProblem): string {
  const seal = 'seal' in problem ? `Seal ${problem.seal.sequence} (${problem.seal.game} ${problem.seal.date})` : '';
  switch (problem.kind) {
    case 'seal-hash':
      return `${seal}: the record does not match its hash (stated ${problem.stated}, computed ${problem.computed})`;
    case 'sequence':
      return `${seal}: it stands at place ${problem.expected} of the chain; a seal is missing or out of order`;
    case 'chain':
      return `${seal}: it names the previous seal ${problem.stated ?? 'none'}, but the previous seal's hash is ${problem.expected ?? 'none'}`;
    case 'other-pool':
      return `${seal}: it is a record of another pool (${problem.poolId})`;
    case 'agreement-missing':
      return `${seal}: agreement version ${problem.version} is not in the pack`;
    case 'agreement-hash':
      return `Agreement version ${problem.version}: its texts do not match their hash (stated ${problem.stated}, computed ${problem.computed})`;
    case 'agreement-sealed-hash':
      return `${seal}: agreement version ${problem.version} was sealed as ${problem.sealed}, the pack's is ${problem.pack}`;
    case 'photo-hash':
      return `Photo ${problem.photo}: its bytes do not match its hash (stated ${problem.stated}, computed ${problem.computed})`;
    case 'photo-unreadable':
      return `Photo ${problem.photo}: its bytes are not base64`;
    case 'photo-missing':
      return `${seal}: ticket ${problem.ticketId}'s photo ${problem.sha256} is not in the pack, or does not match`;
  }
}
