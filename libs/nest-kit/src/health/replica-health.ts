import type { Msg, NatsConnection } from '@nats-io/transport-node';
import { serviceHealthSchema, type ReplicaCount } from '@pickwise/contracts';

/** After an answer, how long to wait for another replica's before counting what came. */
export const REPLICA_STALL_MS = 100;

let nextProbeId = 0;

/**
 * Asks every replica listening on a `<service>.health` subject (those handlers join no queue group)
 * and counts the ready ones and the others. Never longer than `maxWaitMs`: the first answer is
 * awaited that long at most, each next one REPLICA_STALL_MS, so a paused replica (its subscription
 * stays, it never answers) costs the stall, not the whole wait, beside one that answers; a service
 * with no replica left answers at once (no responders), and a NATS outage ends at `maxWaitMs`.
 */
export async function askEveryReplica(connection: () => Promise<NatsConnection>, subject: string, maxWaitMs: number): Promise<ReplicaCount> {
  const counts: ReplicaCount = { ready: 0, notReady: 0 };
  const deadline = Date.now() + maxWaitMs;
  let timer: NodeJS.Timeout | undefined;
  try {
    // The client may be reconnecting or still connecting: that wait counts against maxWaitMs too.
    const connected = await Promise.race([
      connection(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('NATS not connected')), maxWaitMs);
      }),
    ]);
    // The message is NestJS's NATS packet, which the services' handlers expect.
    const probe = JSON.stringify({ pattern: subject, data: {}, id: `health-${++nextProbeId}` });
    const replies = await connected.requestMany(subject, probe, { strategy: 'stall', maxWait: Math.max(1, deadline - Date.now()), stall: REPLICA_STALL_MS });
    for await (const reply of replies) {
      if (isReady(reply)) counts.ready += 1;
      else counts.notReady += 1;
    }
  } catch {
    // No responders, NATS unreachable or the connection closed: what answered so far is all there is.
  } finally {
    clearTimeout(timer);
  }
  return counts;
}

/** A reply is ready when it is NestJS's reply packet around `{ ok: true, data: ServiceHealth }` with status up. */
function isReady(reply: Msg): boolean {
  try {
    const packet = reply.json<{ response?: { ok?: unknown; data?: unknown } }>();
    const health = packet.response?.ok === true ? serviceHealthSchema.safeParse(packet.response.data) : undefined;
    return health?.success === true && health.data.status === 'up';
  } catch {
    return false; // an empty (503 status) or unreadable reply
  }
}
