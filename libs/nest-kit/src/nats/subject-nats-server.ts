import { NatsContext, ServerNats, type IncomingRequest, type NatsOptions, type OutgoingResponse, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import { NO_MESSAGE_HANDLER } from '@nestjs/microservices/constants.js';
import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import { randomBytes } from 'node:crypto';
import { isObservable } from 'rxjs';
import { natsExpiredRequests, natsHandlerDuration } from '../metrics/metrics.js';
import {
  DEADLINE_HEADER,
  REPLICA_DISCOVER_SUBJECT,
  REPLICA_HEARTBEAT_MS,
  replicaDirectPrefix,
  replicaHeartbeatSubject,
  servedSubject,
  type ReplicaHeartbeat,
} from './replica-protocol.js';

type Publisher = (packet: WritePacket & { id?: string }) => unknown;

/**
 * Nest's NATS server, tuned for the request path (docs/architecture.md §10):
 * - handlers are keyed by plain subjects: Nest tries `JSON.parse` on every incoming subject first
 *   (for object patterns, which no PickWise handler uses), and the exception it throws and catches
 *   for each message cost ~5% of a service's CPU under load;
 * - the replies produced during one turn of the event loop are published together on the next, so
 *   they reach the socket in one write rather than one each;
 * - handler durations are timed here (`nats_handler_duration_seconds`) instead of by a global Nest
 *   interceptor, whose per-call observable chain and async-context binding also ran for every
 *   HTTP request;
 * - each replica also answers on subjects of its own and sends heartbeats (replica-protocol.ts), so
 *   callers can route around a replica that stalls; a request whose deadline passed before its turn
 *   came is dropped unanswered (its caller has given up on it or been answered by another replica).
 */
export class SubjectNatsServer extends ServerNats {
  private readonly handlerDuration = natsHandlerDuration();
  private readonly expiredRequests = natsExpiredRequests();
  /** This process's id among the service's replicas: `<service>-<random>`, new at every start. */
  readonly replicaId: string;
  private readonly service: string;
  private connection?: NatsConnection;
  private readonly replicaSubscriptions: Subscription[] = [];
  private heartbeat?: NodeJS.Timeout;
  private pendingReplies: (() => unknown)[] = [];
  /** Nest's no-op processing start hook, to tell whether one was set (then Nest's own path runs). */
  private readonly defaultProcessingStartHook = this.onProcessingStartHook;

  constructor(options: Required<Pick<NonNullable<NatsOptions['options']>, 'queue'>> & NatsOptions['options']) {
    super(options);
    this.service = options.queue;
    this.replicaId = `${options.queue}-${randomBytes(4).toString('hex')}`;
  }

  /** Nest's queue-group subscriptions, then this replica's own subjects and its heartbeats. */
  override bindEvents(client: NatsConnection): void {
    super.bindEvents(client);
    this.connection = client;
    const prefix = replicaDirectPrefix(this.replicaId);
    this.replicaSubscriptions.push(
      client.subscribe(`${prefix}>`, {
        callback: (error, message) => {
          if (error) return this.logger.error(error);
          const channel = message.subject.slice(prefix.length);
          if (this.messageHandlers.get(channel)?.isEventHandler !== false) return; // only requests are addressed to a replica
          this.handleMessage(channel, message).catch((handlerError: unknown) => this.logger.error(handlerError));
        },
      }),
      client.subscribe(REPLICA_DISCOVER_SUBJECT, { callback: () => this.announce(true) }),
    );
    this.announce(true);
    this.heartbeat = setInterval(() => this.announce(true), REPLICA_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Says goodbye first, so callers stop choosing this replica before its subscriptions go. */
  override async close(): Promise<void> {
    clearInterval(this.heartbeat);
    this.announce(false);
    for (const subscription of this.replicaSubscriptions.splice(0)) subscription.unsubscribe();
    await super.close();
  }

  private announce(alive: boolean): void {
    const heartbeat: ReplicaHeartbeat = { id: this.replicaId, service: this.service, alive };
    try {
      this.connection?.publish(replicaHeartbeatSubject(this.service), JSON.stringify(heartbeat));
    } catch {
      // closed or reconnecting: the next heartbeat goes out once it is back
    }
  }

  /**
   * Nest's serializer, with the reply's JSON handed to the client as bytes: given a string, nats.js
   * encodes it with a TextEncoder into a freshly allocated buffer per reply, while Buffer.from takes
   * the bytes from Node's pool.
   */
  protected override initializeSerializer(options: NatsOptions['options']): void {
    super.initializeSerializer(options);
    const nest = this.serializer;
    this.serializer = {
      serialize: (packet: OutgoingResponse) => {
        const message = nest.serialize(packet) as { data: unknown; headers?: unknown };
        return typeof message.data === 'string' ? { ...message, data: Buffer.from(message.data) } : message;
      },
    };
  }

  protected override getRouteFromPattern(pattern: string): string {
    return pattern.startsWith('{') || pattern.startsWith('[') ? super.getRouteFromPattern(pattern) : pattern;
  }

  /**
   * Nest's request path, less the observable pipeline it builds around every handler call
   * (`from`, `mergeMap`, `catchError`, two `finalize`s, a subscription and a `nextTick` queue per
   * message). The handler is still Nest's wrapper of the controller method (guards, pipes,
   * interceptors, exception filters), so what it answers is unchanged, and a value it resolves to
   * is replied as the one packet Nest's `send` makes of it: `{ response, isDisposed: true }`. An
   * observable (what an exception filter returns) goes through Nest's `send`, and a service with
   * processing hooks (tracing) takes Nest's whole path.
   */
  override async handleMessage(channel: string, natsMsg: Msg): Promise<unknown> {
    const deadline = natsMsg.headers?.get(DEADLINE_HEADER);
    if (deadline && Number(deadline) < Date.now()) {
      this.expiredRequests.inc({ subject: channel });
      return undefined;
    }
    const endHook: unknown = this.onProcessingEndHook;
    if (endHook !== undefined || this.onProcessingStartHook !== this.defaultProcessingStartHook) return super.handleMessage(channel, natsMsg);
    const context = new NatsContext([natsMsg.subject, natsMsg.headers]);
    const message = (await this.deserializer.deserialize(natsMsg, { channel, replyTo: natsMsg.reply })) as Partial<IncomingRequest> & ReadPacket;
    if (message.id === undefined) return this.handleEvent(channel, message, context);
    const publish = this.getPublisher(natsMsg, message.id, context);
    const handler = this.getHandlerByPattern(channel);
    if (!handler) return publish({ id: message.id, status: 'error', err: NO_MESSAGE_HANDLER });
    const result: unknown = await handler(message.data, context);
    if (isObservable(result)) return this.send(result, publish as (packet: WritePacket) => void);
    return publish({ response: result, isDisposed: true });
  }

  /** Called once per request message, just before its handler runs; the reply stops the clock. */
  override getPublisher(natsMsg: Msg, id: string, ctx: NatsContext): Publisher {
    const publish = super.getPublisher(natsMsg, id, ctx) as Publisher;
    let stop: ((labels: { outcome: string }) => void) | undefined = this.handlerDuration.startTimer({ subject: servedSubject(natsMsg.subject) });
    return (packet) => {
      // The first packet carries the handler's value (or error); a later one only `isDisposed`.
      stop?.({ outcome: packet.err !== undefined || (packet.response as { ok?: unknown } | undefined)?.ok === false ? 'error' : 'ok' });
      stop = undefined;
      this.replyOnNextTurn(() => publish(packet));
    };
  }

  override async handleEvent(pattern: string, packet: ReadPacket, context: NatsContext): Promise<unknown> {
    const stop = this.handlerDuration.startTimer({ subject: context.getSubject() });
    try {
      const result = await super.handleEvent(pattern, packet, context);
      stop({ outcome: 'ok' });
      return result;
    } catch (error) {
      stop({ outcome: 'error' });
      throw error;
    }
  }

  private replyOnNextTurn(reply: () => unknown): void {
    this.pendingReplies.push(reply);
    if (this.pendingReplies.length > 1) return;
    setImmediate(() => {
      const replies = this.pendingReplies;
      this.pendingReplies = [];
      for (const send of replies) {
        try {
          send();
        } catch (error) {
          // The connection closed meanwhile: the caller times out, as if this service were gone.
          this.logger.error(error);
        }
      }
    });
  }
}
