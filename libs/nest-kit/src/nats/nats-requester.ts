import type { ClientProxy } from '@nestjs/microservices';
import { TimeoutError, type Msg, type NatsConnection } from '@nats-io/transport-node';
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

const serviceOf = (subject: string) => subject.split('.')[0] ?? subject;

/**
 * Typed request/reply over NATS: resolves with the reply's `data`, or throws a DomainError with the
 * reply's code. No answer in time (service down, no responder) is an UNAVAILABLE DomainError.
 *
 * Requests go through the Nest client's own connection with `request()`, which shares one inbox
 * subscription among all requests; Nest's `send()` subscribed and unsubscribed a fresh inbox per
 * request (three protocol messages and an rxjs pipeline each). The message keeps the Nest
 * transport's format (`{ pattern, data, id }` in, `{ id, response | err, isDisposed }` out), so
 * the services' Nest handlers answer it unchanged.
 */
export class NatsRequester {
  private readonly histogram = natsRequestDuration();
  /** Nest's server only replies to packets with an id; replies are routed by inbox, so it need not be globally unique. */
  private nextId = 0;

  constructor(
    private readonly client: ClientProxy,
    private readonly defaultTimeoutMs: number,
  ) {}

  async request<T extends z.ZodType | undefined = undefined>(subject: string, payload: unknown, options: NatsRequestOptions<T> = {}): Promise<ReplyData<T>> {
    const stop = this.histogram.startTimer({ subject });
    let outcome: 'ok' | 'error' | 'unavailable' = 'error';
    try {
      const connection = (await this.client.connect()) as NatsConnection;
      const packet = JSON.stringify({ pattern: subject, data: payload ?? {}, id: String(++this.nextId) });
      const message = await connection.request(subject, packet, { timeout: options.timeoutMs ?? this.defaultTimeoutMs });
      const data = unwrapReply(subject, nestResponse(message));
      outcome = 'ok';
      if (!options.schema) return data as ReplyData<T>;
      const parsed = options.schema.safeParse(data);
      if (!parsed.success) throw new DomainError('INTERNAL', `Malformed reply data from ${subject}`);
      return parsed.data as ReplyData<T>;
    } catch (error) {
      if (error instanceof DomainError) throw error;
      outcome = 'unavailable';
      throw new DomainError('UNAVAILABLE', unavailableMessage(subject, error));
    } finally {
      stop({ outcome });
    }
  }

  /** Publishes a fire-and-forget event (plain NATS, no reply expected). */
  async publish(subject: string, payload: unknown): Promise<void> {
    await firstValueFrom(this.client.emit(subject, payload), { defaultValue: undefined });
  }
}

/** The handler's return value from a Nest reply packet; a transport-level `err` (no handler, a thrown non-error) is thrown. */
function nestResponse(message: Msg): unknown {
  if (message.data.length === 0) throw new Error('empty reply');
  const packet = message.json<{ response?: unknown; err?: unknown }>();
  if (packet.err !== undefined && packet.err !== null) throw new Error(`remote error: ${String(packet.err)}`);
  return packet.response;
}

function unwrapReply(subject: string, reply: unknown): unknown {
  if (typeof reply === 'object' && reply !== null && 'ok' in reply) {
    if (reply.ok === true) return (reply as { data?: unknown }).data;
    const failure = errorReplySchema.safeParse(reply);
    if (failure.success) throw new DomainError(failure.data.code as ErrorCode, failure.data.error);
  }
  throw new DomainError('INTERNAL', `Malformed reply from ${subject}`);
}

function unavailableMessage(subject: string, error: unknown): string {
  const service = serviceOf(subject);
  return error instanceof TimeoutError ? `The ${service} service did not answer in time` : `The ${service} service is unavailable`;
}
