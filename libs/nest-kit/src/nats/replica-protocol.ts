import { z } from 'zod';

/**
 * How callers see a service's replicas, beside the queue group they share.
 *
 * In a queue group NATS hands each request to any member, a stalled one included (a paused process,
 * a node out of CPU), and its callers wait out their timeout. So each replica also answers on
 * subjects of its own, `_pw.replica.<id>.<subject>`, and says it is alive every second on
 * `_pw.replicas.<service>`: a caller can then choose the replica, send a slow request again to
 * another one, and stop choosing one that stalls (libs/nest-kit/src/nats/replica-directory.ts).
 */
export const REPLICA_HEARTBEAT_MS = 1_000;
/** A replica not heard from for this long is taken to be gone (three missed heartbeats). */
export const REPLICA_SILENCE_MS = 3 * REPLICA_HEARTBEAT_MS;

export const replicaHeartbeatSubject = (service: string) => `_pw.replicas.${service}`;
export const REPLICA_HEARTBEAT_WILDCARD = '_pw.replicas.*';
/** A caller that starts asks every replica to say it is alive now rather than within a second. */
export const REPLICA_DISCOVER_SUBJECT = '_pw.replicas-discover';

const DIRECT_PREFIX = '_pw.replica.';
export const replicaDirectPrefix = (replicaId: string) => `${DIRECT_PREFIX}${replicaId}.`;
export const replicaDirectSubject = (replicaId: string, subject: string) => `${replicaDirectPrefix(replicaId)}${subject}`;

/** The subject a handler serves, from the subject a request came on (its own, or a replica's direct one). */
export function servedSubject(subject: string): string {
  if (!subject.startsWith(DIRECT_PREFIX)) return subject;
  const idEnd = subject.indexOf('.', DIRECT_PREFIX.length);
  return idEnd === -1 ? subject : subject.slice(idEnd + 1);
}

/**
 * Headers of a request: the time after which nobody waits for its answer (epoch ms), so a replica
 * that wakes up with old requests queued drops them instead of doing their work late; and one id for
 * every copy of the request sent, so what it stores is stored once.
 */
export const DEADLINE_HEADER = 'Pw-Deadline';
export const REQUEST_ID_HEADER = 'Pw-Request-Id';

/** The id a request carries in REQUEST_ID_HEADER, when it is one a caller of ours could have set. */
export function natsRequestId(context: { getHeaders(): { get(name: string): string } | undefined }): string | undefined {
  const id = context.getHeaders()?.get(REQUEST_ID_HEADER);
  return id && /^[\x21-\x7e]{1,128}$/.test(id) ? id : undefined;
}

export const replicaHeartbeatSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/),
  service: z.string().regex(/^[a-z0-9-]{1,64}$/),
  /** false in the last heartbeat of a replica that stops. */
  alive: z.boolean(),
});
export type ReplicaHeartbeat = z.infer<typeof replicaHeartbeatSchema>;
