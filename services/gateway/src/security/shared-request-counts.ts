import { JetStreamApiCodes, JetStreamApiError, jetstream } from '@nats-io/jetstream';
import { Kvm, type KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/transport-node';

export interface SharedRequestCountsOptions {
  /** Requests allowed per client per window, across every gateway replica. */
  limit: number;
  windowMs: number;
  /** The NATS connection the bucket is reached through (opened on first use). */
  connection: () => Promise<NatsConnection>;
  /** On how many NATS servers the bucket is kept (NATS_STREAM_REPLICAS). */
  replicas: number;
  onStoreError?: (error: unknown) => void;
  /** Keeps these counts apart from other counts of the same clients in the bucket (another limit's). */
  keyPrefix?: string;
  /**
   * The bucket (REQUEST_COUNTS_BUCKET unless given): its keys expire two windows after their last
   * write, so a limit whose window is longer than THROTTLE_TTL_MS needs a bucket of its own.
   */
  bucket?: string;
}

export type CountOutcome = { allowed: true } | { allowed: false; retryAfterMs: number };

/** The JetStream key-value bucket of the counts: `[<keyPrefix>.]<window>.<client, base64url>` → requests granted so far. */
export const REQUEST_COUNTS_BUCKET = 'gateway_request_counts';
/** Claims never take more than this share of what is left, so the last requests are counted one by one. */
const CLAIM_SHARE = 8;
/** Another replica's write came first: read the count again (after a short, random pause). */
const isConflict = (error: unknown) =>
  error instanceof JetStreamApiError && (error.code === JetStreamApiCodes.StreamWrongLastSequence || error.code === JetStreamApiCodes.StreamWrongLastSequenceUnknown);
const CONFLICT_PAUSE_MS = 5;
/** A visitor's request waits at most this long for the bucket before this replica counts alone. */
const STORE_TIMEOUT_MS = 1_000;

interface ClientWindow {
  window: number;
  /** Requests this replica may still grant from what it claimed. */
  unused: number;
  /** What the shared count had left after this replica's last claim. */
  leftAfterLastClaim: number;
  exhausted: boolean;
  claiming?: Promise<void>;
}

/**
 * One fixed-window count per client shared by every gateway replica, in a JetStream key-value
 * bucket: a replica claims a share of what is left of the client's window (compare-and-set on the
 * key) and grants requests from its claim without asking again. A claim is an eighth of what was
 * left, so a visitor's few requests cost one write per window, and as the window fills claims shrink
 * to one request each: the requests granted across all replicas never pass the limit, and a client
 * spreading requests over several replicas reaches it as if it had one. Windows are aligned on the
 * clock (every replica agrees which one is current). While the bucket cannot be reached, each replica
 * counts alone against the whole limit (a replica's memory, as before there were several).
 */
export class SharedRequestCounts {
  private readonly clients = new Map<string, ClientWindow>();
  private bucket?: Promise<KV>;

  constructor(private readonly options: SharedRequestCountsOptions) {}

  async count(client: string, now = Date.now()): Promise<CountOutcome> {
    const window = Math.floor(now / this.options.windowMs);
    let state = this.clients.get(client);
    if (!state || state.window !== window) {
      state = { window, unused: 0, leftAfterLastClaim: this.options.limit, exhausted: false };
      this.clients.set(client, state);
    }
    while (state.unused === 0 && !state.exhausted) {
      state.claiming ??= this.claim(client, state).finally(() => {
        if (state) state.claiming = undefined;
      });
      await state.claiming;
    }
    if (state.unused > 0) {
      state.unused -= 1;
      return { allowed: true };
    }
    return { allowed: false, retryAfterMs: (window + 1) * this.options.windowMs - now };
  }

  /**
   * Opens (or creates) the bucket now rather than at the first visitor's request: on a cluster the
   * first JetStream calls of a new connection can take longer than a request should wait.
   */
  async prepare(): Promise<void> {
    await this.openBucket().then(
      () => undefined,
      (error: unknown) => {
        this.bucket = undefined;
        this.options.onStoreError?.(error);
      },
    );
  }

  /** Forgets the counts of windows that have ended (the bucket's keys expire by themselves). */
  sweep(now = Date.now()): void {
    const window = Math.floor(now / this.options.windowMs);
    for (const [client, state] of this.clients) if (state.window < window && !state.claiming) this.clients.delete(client);
  }

  private async claim(client: string, state: ClientWindow): Promise<void> {
    const wanted = Math.max(1, Math.ceil(state.leftAfterLastClaim / CLAIM_SHARE));
    const key = `${this.options.keyPrefix ? `${this.options.keyPrefix}.` : ''}${state.window}.${Buffer.from(client).toString('base64url')}`;
    try {
      const bucket = await this.openBucket();
      // Until this replica's write is the one that counts: another replica's claim in between makes
      // the compare-and-set fail, and the count is read again. Nothing is granted without a write
      // while the bucket answers, so the replicas together never pass the limit.
      for (;;) {
        const entry = await bucket.get(key);
        const granted = entry && entry.operation === 'PUT' ? Number(entry.string()) : 0;
        const claim = Math.min(wanted, this.options.limit - granted);
        if (claim <= 0) {
          state.exhausted = true;
          return;
        }
        const total = String(granted + claim);
        try {
          if (entry) await bucket.update(key, total, entry.revision);
          else await bucket.create(key, total);
        } catch (error) {
          if (!isConflict(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, Math.random() * CONFLICT_PAUSE_MS));
          continue;
        }
        state.unused += claim;
        state.leftAfterLastClaim = this.options.limit - granted - claim;
        return;
      }
    } catch (error) {
      this.options.onStoreError?.(error);
      this.bucket = undefined;
      // Granted here alone, as much as the claim would have taken; the next claim asks the bucket
      // again. While it stays away this replica counts the client against the whole limit by itself.
      const grant = Math.min(wanted, state.leftAfterLastClaim);
      state.unused += grant;
      state.leftAfterLastClaim -= grant;
      if (grant === 0) state.exhausted = true;
    }
  }

  private openBucket(): Promise<KV> {
    this.bucket ??= this.options
      .connection()
      .then((connection) => {
        const buckets = new Kvm(jetstream(connection, { timeout: STORE_TIMEOUT_MS }));
        return buckets
          .create(this.options.bucket ?? REQUEST_COUNTS_BUCKET, {
            history: 1,
            // A window's keys outlive it a little, for a replica whose clock is slightly behind.
            ttl: 2 * this.options.windowMs,
            replicas: this.options.replicas,
            // Reads from the stream's leader: a follower that is catching up (a NATS node just
            // restarted) may not answer a direct read in time, or answer it with an old count.
            allow_direct: false,
          })
          .catch(() => buckets.open(this.options.bucket ?? REQUEST_COUNTS_BUCKET)); // made by another replica with other settings
      });
    return this.bucket;
  }
}
