import type { ClientProxy } from '@nestjs/microservices';
import { createInbox, headers as natsHeaders, type Msg, type MsgHdrs, type NatsConnection } from '@nats-io/transport-node';
import { DomainError, RETRY_SAFE_SUBJECTS, errorReplySchema, type ErrorCode } from '@pickwise/contracts';
import { randomUUID } from 'node:crypto';
import { firstValueFrom } from 'rxjs';
import type { z } from 'zod';
import { natsRequestCopies, natsRequestDuration } from '../metrics/metrics.js';
import { ReplicaDirectory, type Replica } from './replica-directory.js';
import { DEADLINE_HEADER, REQUEST_ID_HEADER, replicaDirectSubject } from './replica-protocol.js';

export interface NatsRequestOptions<T extends z.ZodType | undefined = undefined> {
  /** Overrides the module's default timeout (NATS_REQUEST_TIMEOUT_MS, 3 s). */
  timeoutMs?: number;
  /** Validates the reply's `data`; a mismatch is an INTERNAL error (the other side broke the contract). */
  schema?: T;
  /**
   * The request's id, the same on every copy sent (e.g. the ingress's X-Request-Id); a fresh one
   * when absent. A service that stores something per request stores it once per id.
   */
  requestId?: string;
}

/** NATS_HEDGE_AFTER_MS's default: well above the services' p99 (a few ms), well below a visitor's patience. */
export const DEFAULT_HEDGE_AFTER_MS = 250;

type ReplyData<T> = T extends z.ZodType ? z.output<T> : unknown;

/** Why a request got no reply; only the wording of the UNAVAILABLE message differs. */
type NoReply = 'timeout' | 'no-responders' | 'not-connected';

/** A request as its caller sees it: one reply settles it, whichever copy it answers. */
interface PendingRequest {
  subject: string;
  service: string;
  packet: Buffer;
  headers: MsgHdrs;
  retrySafe: boolean;
  startedAt: number;
  /** Times every copy found nobody subscribed and the request was sent again (`noResponders`). */
  noResponderRetries: number;
  resolve(message: Msg): void;
  reject(reason: NoReply): void;
  timer: NodeJS.Timeout;
  /** Replicas this request was sent to (or found gone). */
  tried: Set<string>;
  copies: Copy[];
  done: boolean;
}

/** One copy of a request, sent to one replica (or to the service's queue group when none is known). */
interface Copy {
  token: string;
  request: PendingRequest;
  replica?: Replica;
  answered(): void;
  answeredPromise: Promise<void>;
}

interface OutgoingCopy {
  subject: string;
  copy: Copy;
}

const serviceOf = (subject: string) => subject.split('.')[0] ?? subject;
/** Copies of one request sent through the queue group when no replica is known (a service without heartbeats). */
const MAX_QUEUE_GROUP_COPIES = 3;
/** The first pause before a request nobody was subscribed to is sent again (`noResponders`). */
const NO_RESPONDERS_FIRST_RETRY_MS = 10;

/**
 * Typed request/reply over NATS: resolves with the reply's `data`, or throws a DomainError with the
 * reply's code. No answer in time (service down, no responder) is an UNAVAILABLE DomainError.
 *
 * Replicas (replica-protocol.ts): a request goes to the replica the ReplicaDirectory chooses, on
 * that replica's own subject, with a deadline header. A retry-safe request (RETRY_SAFE_SUBJECTS) left
 * unanswered for NATS_HEDGE_AFTER_MS is sent again to another replica and the first answer wins, so
 * a stalled replica costs its callers that delay, not their timeout; its breaker then keeps it out of
 * the choice. A copy sent to a replica that has no subscriber any more is sent elsewhere at once,
 * whatever the subject: nobody received it; when no replica has a subscriber, a service heard from
 * lately is asked again for up to the hedge delay (its replicas may be between NATS servers). Before
 * any replica is heard from, requests go to the service's queue group, as without replicas.
 *
 * Built on plain publish/subscribe rather than `NatsConnection.request()`, for throughput under
 * load (docs/architecture.md §10):
 * - one reply subscription (`<inbox>.*`) for all requests, each reply routed by its last token;
 * - the requests made during one turn of the event loop are published together on the next
 *   (`setImmediate`), so the client writes them to the socket once instead of once per request;
 * - no per-request Error object: nats.js builds one with a stack for every settled request;
 * - requests made while the connection is moving to another server (its node died) wait for it
 *   rather than fail: the service is still there, and the requests would be lost or refused otherwise.
 * The message keeps the Nest transport's format (`{ pattern, data, id }` in, `{ id, response | err,
 * isDisposed }` out), so the services' Nest handlers answer it unchanged.
 */
export class NatsRequester {
  private readonly histogram = natsRequestDuration();
  private readonly copiesSent = natsRequestCopies();
  readonly replicas: ReplicaDirectory;
  /** Unanswered copies by reply token. */
  private readonly pending = new Map<string, Copy>();
  private outbox: OutgoingCopy[] = [];
  private flushScheduled = false;
  /** The connection whose reply subscription is open, and that subscription's subject prefix. */
  private subscribed?: { connection: NatsConnection; inbox: string };
  /** The connection lost its server and has not reconnected to one yet. */
  private betweenServers = false;
  /** Reply token and Nest packet id; Nest's server only replies to packets with an id. */
  private nextToken = 0;

  /**
   * @param defaultTimeoutMs how long a request waits in all before it is UNAVAILABLE (NATS_REQUEST_TIMEOUT_MS)
   * @param hedgeAfterMs a retry-safe request unanswered this long is also sent to another replica (NATS_HEDGE_AFTER_MS)
   */
  constructor(
    private readonly client: ClientProxy,
    private readonly defaultTimeoutMs: number,
    private readonly hedgeAfterMs = DEFAULT_HEDGE_AFTER_MS,
  ) {
    this.replicas = new ReplicaDirectory({ hedgeAfterMs });
  }

  async request<T extends z.ZodType | undefined = undefined>(subject: string, payload: unknown, options: NatsRequestOptions<T> = {}): Promise<ReplyData<T>> {
    const stop = this.histogram.startTimer({ subject });
    let outcome: 'ok' | 'error' | 'unavailable' = 'error';
    try {
      const message = await this.send(subject, payload, options.timeoutMs ?? this.defaultTimeoutMs, options.requestId).catch((reason: NoReply) => {
        throw new DomainError('UNAVAILABLE', unavailableMessage(subject, reason));
      });
      const data = unwrapReply(subject, nestResponse(subject, message));
      outcome = 'ok';
      if (!options.schema) return data as ReplyData<T>;
      const parsed = options.schema.safeParse(data);
      if (!parsed.success) throw new DomainError('INTERNAL', `Malformed reply data from ${subject}`);
      return parsed.data as ReplyData<T>;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'UNAVAILABLE') outcome = 'unavailable';
      throw error;
    } finally {
      stop({ outcome });
    }
  }

  /** Publishes a fire-and-forget event (plain NATS, no reply expected). */
  async publish(subject: string, payload: unknown): Promise<void> {
    await firstValueFrom(this.client.emit(subject, payload), { defaultValue: undefined });
  }

  private send(subject: string, payload: unknown, timeoutMs: number, requestId: string = randomUUID()): Promise<Msg> {
    const id = String(++this.nextToken);
    const headers = natsHeaders();
    headers.set(DEADLINE_HEADER, String(Date.now() + timeoutMs));
    headers.set(REQUEST_ID_HEADER, requestId);
    return new Promise<Msg>((resolve, reject) => {
      const request: PendingRequest = {
        subject,
        service: serviceOf(subject),
        packet: Buffer.from(JSON.stringify({ pattern: subject, data: payload ?? {}, id })),
        headers,
        retrySafe: RETRY_SAFE_SUBJECTS.has(subject),
        startedAt: Date.now(),
        noResponderRetries: 0,
        resolve,
        reject,
        timer: setTimeout(() => this.finish(request, 'timeout'), timeoutMs),
        tried: new Set(),
        copies: [],
        done: false,
      };
      this.sendCopy(request);
    });
  }

  /**
   * Sends one more copy of the request: to the chosen replica, else to the queue group. A copy for a
   * slow one goes only to a replica not tried yet: sent through the queue group it could reach the
   * same busy replica and double its work (a slow request on a service with one replica).
   */
  private sendCopy(request: PendingRequest, reason?: 'slow' | 'gone'): void {
    if (request.done) return;
    const replica = this.replicas.choose(request.service, request.tried);
    if (!replica) {
      if (reason === 'slow') return; // the answer, or the timeout, settles it
      if (request.copies.filter((copy) => !copy.replica).length >= MAX_QUEUE_GROUP_COPIES) return;
      this.enqueue(request.subject, this.newCopy(request));
      return;
    }
    request.tried.add(replica.id);
    const copy = this.newCopy(request, replica);
    const subject = replicaDirectSubject(replica.id, request.subject);
    if (!request.retrySafe) {
      this.enqueue(subject, copy);
      return;
    }
    replica.breaker
      .fire(() => {
        this.enqueue(subject, copy);
        return copy.answeredPromise;
      })
      .catch(() => {
        // Not answered within the hedge delay (a failure for its breaker), or its breaker was open:
        // another replica gets a copy. A late answer from this one still settles the request.
        if (!request.done) this.copySent(request, 'slow');
      });
  }

  private copySent(request: PendingRequest, reason: 'slow' | 'gone'): void {
    this.copiesSent.inc({ subject: request.subject, reason });
    this.sendCopy(request, reason);
  }

  private newCopy(request: PendingRequest, replica?: Replica): Copy {
    let answered!: () => void;
    const answeredPromise = new Promise<void>((resolve) => (answered = resolve));
    const copy: Copy = { token: `${++this.nextToken}`, request, replica, answered, answeredPromise };
    request.copies.push(copy);
    this.pending.set(copy.token, copy);
    if (replica) replica.inFlight += 1;
    return copy;
  }

  private enqueue(subject: string, copy: Copy): void {
    this.outbox.push({ subject, copy });
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => void this.flush());
    }
  }

  private async flush(): Promise<void> {
    this.flushScheduled = false;
    if (this.betweenServers && this.subscribed && !this.subscribed.connection.isClosed()) {
      // Held until the connection is back ('reconnect' flushes them): nats.js drops what is published
      // while it has no server (each dial starts with an empty buffer). Settled copies are let go.
      this.outbox = this.outbox.filter(({ copy }) => this.pending.has(copy.token));
      return;
    }
    const batch = this.outbox;
    this.outbox = [];
    let target: { connection: NatsConnection; inbox: string };
    try {
      target = this.replySubscription(await this.connection());
    } catch {
      // NATS is down; the client keeps trying in the background.
      for (const { copy } of batch) this.finish(copy.request, 'not-connected');
      return;
    }
    for (const { subject, copy } of batch) {
      if (this.pending.has(copy.token)) target.connection.publish(subject, copy.request.packet, { reply: `${target.inbox}.${copy.token}`, headers: copy.request.headers });
    }
  }

  /**
   * The connection to publish on: once connected, the one the reply subscription is on, for as long
   * as it is not closed. Between losing its server (a NATS node dies) and reconnecting to another,
   * Nest's ClientNats.connect() rejects ("Connection lost") although the connection is only moving:
   * asking it then failed every request of those milliseconds at once (a visitor's 503).
   */
  private async connection(): Promise<NatsConnection> {
    if (this.subscribed && !this.subscribed.connection.isClosed()) return this.subscribed.connection;
    return (await this.client.connect()) as NatsConnection;
  }

  /** The open reply subscription on this connection; a new one if the client connected anew. */
  private replySubscription(connection: NatsConnection): { connection: NatsConnection; inbox: string } {
    if (this.subscribed?.connection === connection) return this.subscribed;
    this.replicas.attach(connection);
    const inbox = createInbox();
    connection.subscribe(`${inbox}.*`, {
      callback: (error, message) => {
        if (error) return;
        const copy = this.pending.get(message.subject.slice(inbox.length + 1));
        if (!copy) return; // a copy answered after its request was settled
        this.pending.delete(copy.token);
        if (copy.replica) copy.replica.inFlight -= 1;
        copy.answered();
        // The server answers a request nobody subscribes to with an empty 503 status message.
        if (message.data.length === 0 && message.headers?.code === 503) {
          if (copy.replica) {
            // That replica is gone: nobody received this copy, so another replica may have it.
            this.replicas.forget(copy.replica.service, copy.replica.id);
            this.copySent(copy.request, 'gone');
          } else if (copy.request.copies.every((other) => !this.pending.has(other.token))) this.noResponders(copy.request);
          return;
        }
        this.finish(copy.request, message);
      },
    });
    this.subscribed = { connection, inbox };
    this.betweenServers = false;
    void this.followReconnects(connection);
    return this.subscribed;
  }

  /** Holds requests while the connection is between servers and sends them once it is back (`flush`). */
  private async followReconnects(connection: NatsConnection): Promise<void> {
    for await (const status of connection.status()) {
      if (this.subscribed?.connection !== connection) return;
      if (status.type === 'disconnect') this.betweenServers = true;
      else if (status.type === 'reconnect') {
        this.betweenServers = false;
        void this.flush();
      }
    }
  }

  /**
   * Every copy of the request found nobody subscribed. A service heard from lately is most likely
   * between NATS servers (all its replicas were on a node that died: their subscriptions are gone
   * from the cluster until they reconnect, tens of ms), so the request is sent to its queue group
   * again, after 10, 20, 40… ms, for as long as the hedge delay allows; a service that is really
   * down costs its callers that delay. One never heard from is UNAVAILABLE at once.
   */
  private noResponders(request: PendingRequest): void {
    const retryInMs = NO_RESPONDERS_FIRST_RETRY_MS * 2 ** request.noResponderRetries;
    if (!this.replicas.heardFromLately(request.service) || Date.now() + retryInMs - request.startedAt > this.hedgeAfterMs) {
      this.finish(request, 'no-responders');
      return;
    }
    request.noResponderRetries += 1;
    setTimeout(() => {
      if (!request.done) this.enqueue(request.subject, this.newCopy(request));
    }, retryInMs);
  }

  /** Settles a request once, with a reply or the reason it has none, and forgets its copies. */
  private finish(request: PendingRequest, outcome: Msg | NoReply): void {
    if (request.done) return;
    request.done = true;
    clearTimeout(request.timer);
    for (const copy of request.copies) {
      // A copy the request no longer needs is not held against its replica (one that was slow already was).
      copy.answered();
      if (!this.pending.delete(copy.token)) continue;
      if (copy.replica) copy.replica.inFlight -= 1;
    }
    if (typeof outcome === 'string') request.reject(outcome);
    else request.resolve(outcome);
  }
}

/**
 * The handler's return value from a Nest reply packet. An empty or unreadable packet, or a
 * transport-level `err` (no handler for the subject, a thrown non-error), means the service cannot
 * serve the request: UNAVAILABLE, as when it does not answer.
 */
function nestResponse(subject: string, message: Msg): unknown {
  let packet: { response?: unknown; err?: unknown } | null = null;
  try {
    packet = message.data.length === 0 ? null : message.json<{ response?: unknown; err?: unknown } | null>();
  } catch {
    packet = null;
  }
  if (typeof packet !== 'object' || packet === null || (packet.err !== undefined && packet.err !== null)) {
    throw new DomainError('UNAVAILABLE', unavailableMessage(subject, 'no-responders'));
  }
  return packet.response;
}

function unwrapReply(subject: string, reply: unknown): unknown {
  if (typeof reply === 'object' && reply !== null && 'ok' in reply) {
    if (reply.ok === true) return (reply as { data?: unknown }).data;
    const failure = errorReplySchema.safeParse(reply);
    if (failure.success) throw new DomainError(failure.data.code as ErrorCode, failure.data.error, failure.data.issues);
  }
  throw new DomainError('INTERNAL', `Malformed reply from ${subject}`);
}

function unavailableMessage(subject: string, reason: NoReply): string {
  const service = serviceOf(subject);
  return reason === 'timeout' ? `The ${service} service did not answer in time` : `The ${service} service is unavailable`;
}
