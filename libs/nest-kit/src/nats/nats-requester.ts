import type { ClientProxy } from '@nestjs/microservices';
import { createInbox, type Msg, type NatsConnection } from '@nats-io/transport-node';
import { DomainError, errorReplySchema, type ErrorCode } from '@pickwise/contracts';
import { firstValueFrom } from 'rxjs';
import type { z } from 'zod';
import { natsRequestDuration } from '../metrics/metrics.js';

export interface NatsRequestOptions<T extends z.ZodType | undefined = undefined> {
  /** Overrides the module's default timeout (NATS_REQUEST_TIMEOUT_MS, 3 s). */
  timeoutMs?: number;
  /** Validates the reply's `data`; a mismatch is an INTERNAL error (the other side broke the contract). */
  schema?: T;
}

type ReplyData<T> = T extends z.ZodType ? z.output<T> : unknown;

/** Why a request got no reply; only the wording of the UNAVAILABLE message differs. */
type NoReply = 'timeout' | 'no-responders' | 'not-connected';

interface PendingRequest {
  resolve(message: Msg): void;
  reject(reason: NoReply): void;
  timer: NodeJS.Timeout;
}

interface OutgoingRequest {
  subject: string;
  /** The JSON as bytes: nats.js would encode a string into a freshly allocated buffer; Buffer.from takes Node's pool. */
  packet: Buffer;
  token: string;
}

const serviceOf = (subject: string) => subject.split('.')[0] ?? subject;

/**
 * Typed request/reply over NATS: resolves with the reply's `data`, or throws a DomainError with the
 * reply's code. No answer in time (service down, no responder) is an UNAVAILABLE DomainError.
 *
 * Built on plain publish/subscribe rather than `NatsConnection.request()`, for throughput under
 * load (docs/architecture.md §10):
 * - one reply subscription (`<inbox>.*`) for all requests, each reply routed by its last token;
 * - the requests made during one turn of the event loop are published together on the next
 *   (`setImmediate`), so the client writes them to the socket once instead of once per request;
 * - no per-request Error object: nats.js builds one with a stack for every settled request.
 * The message keeps the Nest transport's format (`{ pattern, data, id }` in, `{ id, response | err,
 * isDisposed }` out), so the services' Nest handlers answer it unchanged.
 */
export class NatsRequester {
  private readonly histogram = natsRequestDuration();
  private readonly pending = new Map<string, PendingRequest>();
  private outbox: OutgoingRequest[] = [];
  private flushScheduled = false;
  /** The connection whose reply subscription is open, and that subscription's subject prefix. */
  private subscribed?: { connection: NatsConnection; inbox: string };
  /** Reply token and Nest packet id; Nest's server only replies to packets with an id. */
  private nextToken = 0;

  constructor(
    private readonly client: ClientProxy,
    private readonly defaultTimeoutMs: number,
  ) {}

  async request<T extends z.ZodType | undefined = undefined>(subject: string, payload: unknown, options: NatsRequestOptions<T> = {}): Promise<ReplyData<T>> {
    const stop = this.histogram.startTimer({ subject });
    let outcome: 'ok' | 'error' | 'unavailable' = 'error';
    try {
      const message = await this.send(subject, payload, options.timeoutMs ?? this.defaultTimeoutMs).catch((reason: NoReply) => {
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

  private send(subject: string, payload: unknown, timeoutMs: number): Promise<Msg> {
    const token = String(++this.nextToken);
    const packet = Buffer.from(JSON.stringify({ pattern: subject, data: payload ?? {}, id: token }));
    return new Promise<Msg>((resolve, reject) => {
      const timer = setTimeout(() => this.settle(token)?.reject('timeout'), timeoutMs);
      this.pending.set(token, { resolve, reject, timer });
      this.outbox.push({ subject, packet, token });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const batch = this.outbox;
    this.outbox = [];
    this.flushScheduled = false;
    let target: { connection: NatsConnection; inbox: string };
    try {
      target = this.replySubscription((await this.client.connect()) as NatsConnection);
    } catch {
      // NATS is down; the client keeps trying in the background.
      for (const { token } of batch) this.settle(token)?.reject('not-connected');
      return;
    }
    for (const { subject, packet, token } of batch) {
      if (this.pending.has(token)) target.connection.publish(subject, packet, { reply: `${target.inbox}.${token}` });
    }
  }

  /** The open reply subscription on this connection; a new one if the client connected anew. */
  private replySubscription(connection: NatsConnection): { connection: NatsConnection; inbox: string } {
    if (this.subscribed?.connection === connection) return this.subscribed;
    const inbox = createInbox();
    connection.subscribe(`${inbox}.*`, {
      callback: (error, message) => {
        if (error) return;
        const request = this.settle(message.subject.slice(inbox.length + 1));
        if (!request) return; // a reply that came after its timeout
        // The server answers a request nobody subscribes to with an empty 503 status message.
        if (message.data.length === 0 && message.headers?.code === 503) request.reject('no-responders');
        else request.resolve(message);
      },
    });
    this.subscribed = { connection, inbox };
    return this.subscribed;
  }

  /** Removes a pending request (at most once) and stops its timer. */
  private settle(token: string): PendingRequest | undefined {
    const request = this.pending.get(token);
    if (!request) return undefined;
    this.pending.delete(token);
    clearTimeout(request.timer);
    return request;
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
