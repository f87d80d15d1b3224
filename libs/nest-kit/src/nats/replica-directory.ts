import type { NatsConnection } from '@nats-io/transport-node';
import { createCircuitBreaker, type CircuitBreaker } from '../breaker/circuit-breaker.js';
import { circuitBreakerState } from '../metrics/metrics.js';
import { REPLICA_DISCOVER_SUBJECT, REPLICA_HEARTBEAT_WILDCARD, REPLICA_SILENCE_MS, replicaHeartbeatSchema } from './replica-protocol.js';

/** One attempt of a request at a replica: resolves when that replica answers it. */
export type Attempt = () => Promise<void>;

export interface Replica {
  id: string;
  service: string;
  lastSeen: number;
  /** Requests sent to it and not answered yet. */
  inFlight: number;
  /**
   * Its breaker: an attempt not answered within the hedge delay counts as a failure; when half of
   * at least three recent attempts failed it opens, callers choose other replicas, and after a few
   * seconds one attempt is let through to see whether it answers again.
   */
  breaker: CircuitBreaker<[Attempt], void>;
}

export interface ReplicaDirectoryOptions {
  /** An attempt unanswered after this long counts against its replica (and is sent again elsewhere). */
  hedgeAfterMs: number;
  /** How long an open breaker keeps a replica out before one trial attempt. */
  breakerResetMs?: number;
}

/**
 * The replicas of every service this process calls, learnt from their heartbeats
 * (replica-protocol.ts), each with a breaker. `choose` gives the replica to send a request to: the
 * one with the fewest unanswered requests among those heard from recently whose breaker is not
 * open, taking turns among equals.
 */
export class ReplicaDirectory {
  private readonly services = new Map<string, Map<string, Replica>>();
  private readonly turn = new Map<string, number>();
  /** When each service was last heard from, kept when its replicas are forgotten. */
  private readonly serviceHeardAt = new Map<string, number>();
  private attached?: NatsConnection;

  constructor(private readonly options: ReplicaDirectoryOptions) {}

  /** Listens for heartbeats on this connection (again after the client connected anew) and asks every replica to announce itself. */
  attach(connection: NatsConnection): void {
    if (this.attached === connection) return;
    this.attached = connection;
    connection.subscribe(REPLICA_HEARTBEAT_WILDCARD, {
      callback: (error, message) => {
        if (error) return;
        let parsed;
        try {
          parsed = replicaHeartbeatSchema.safeParse(message.json());
        } catch {
          return;
        }
        if (!parsed.success) return;
        const { id, service, alive } = parsed.data;
        if (alive) this.heard(service, id);
        else this.forget(service, id);
      },
    });
    connection.publish(REPLICA_DISCOVER_SUBJECT);
  }

  choose(service: string, exclude: ReadonlySet<string>): Replica | undefined {
    const replicas = this.services.get(service);
    if (!replicas) return undefined;
    const now = Date.now();
    const candidates: Replica[] = [];
    for (const replica of replicas.values()) {
      if (now - replica.lastSeen > REPLICA_SILENCE_MS) this.forget(service, replica.id);
      else if (!exclude.has(replica.id) && !replica.breaker.opened) candidates.push(replica);
    }
    if (candidates.length === 0) return undefined;
    const start = (this.turn.get(service) ?? 0) % candidates.length;
    this.turn.set(service, start + 1);
    let best: Replica | undefined;
    for (let offset = 0; offset < candidates.length; offset++) {
      const replica = candidates[(start + offset) % candidates.length] as Replica;
      if (!best || replica.inFlight < best.inFlight) best = replica;
    }
    return best;
  }

  /** Whether a replica of the service said it was alive within the last REPLICA_SILENCE_MS, even one forgotten since. */
  heardFromLately(service: string): boolean {
    return Date.now() - (this.serviceHeardAt.get(service) ?? 0) <= REPLICA_SILENCE_MS;
  }

  /** A replica that has no subscriber any more (the server said so): gone until it is heard from again. */
  forget(service: string, id: string): void {
    const replica = this.services.get(service)?.get(id);
    if (!replica) return;
    this.services.get(service)?.delete(id);
    replica.breaker.shutdown();
    circuitBreakerState().remove({ breaker: breakerName(replica) });
  }

  private heard(service: string, id: string): void {
    this.serviceHeardAt.set(service, Date.now());
    let replicas = this.services.get(service);
    if (!replicas) this.services.set(service, (replicas = new Map()));
    const known = replicas.get(id);
    if (known) {
      known.lastSeen = Date.now();
      return;
    }
    const replica: Replica = { id, service, lastSeen: Date.now(), inFlight: 0, breaker: undefined as unknown as Replica['breaker'] };
    replica.breaker = createCircuitBreaker((attempt: Attempt) => attempt(), {
      name: breakerName(replica),
      timeoutMs: this.options.hedgeAfterMs,
      errorThresholdPercentage: 50,
      volumeThreshold: 3,
      resetTimeoutMs: this.options.breakerResetMs ?? 5_000,
      rollingCountTimeoutMs: 10_000,
    });
    replicas.set(id, replica);
  }
}

const breakerName = (replica: Pick<Replica, 'service' | 'id'>) => `nats:${replica.id}`;
