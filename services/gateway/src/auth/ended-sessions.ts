import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { DomainError, SESSIONS_ENDED_STREAM, sessionsEndedEventSchema } from '@pickwise/contracts';
import { JetStreamConnection, ensureSessionsEndedStream } from '@pickwise/nest-kit';

/** How long the start waits for the list before it serves anyway (signed-in routes answer 503 until it is loaded). */
const START_WAIT_MS = 10_000;
/** After the stream's consumer fails (NATS restarting, the stream recreated), it is opened again after this long. */
const RETRY_DELAY_MS = 1_000;
/** How often sessions whose tokens have all expired are forgotten. */
const PRUNE_INTERVAL_MS = 60_000;

export const ENDED_SESSION_MESSAGE = 'This session has ended: sign in again';
export const NOT_LOADED_MESSAGE = 'Signed-in routes are starting: try again in a moment';

/**
 * The sessions identity has ended (sign-out of any scope, refresh-token reuse, a password change,
 * an admin's sign-out), kept in memory from the JetStream stream SESSIONS_ENDED so that every
 * replica refuses their access tokens within moments, without asking identity or a database on
 * each request. An access token stays valid by its signature until it expires, so this list is
 * the only thing that can stop one early.
 *
 * Each session is kept until `refuseUntil`, when every token that could name it has expired; the
 * set is bounded by the sign-outs of one token lifetime. At start the whole stream is read before
 * signed-in routes are served: until then they answer 503 rather than let an ended session in.
 */
@Injectable()
export class EndedSessions implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EndedSessions.name);
  private readonly refuseUntil = new Map<string, number>();
  private loaded = false;
  private markLoaded!: () => void;
  private readonly firstLoad = new Promise<void>((resolve) => (this.markLoaded = resolve));
  /** The stream sequence of the last message applied: a reopened consumer resumes after it. */
  private lastSequence = 0;
  private messages?: ConsumerMessages;
  private stopped = false;
  private following?: Promise<void>;
  private pruneTimer?: NodeJS.Timeout;

  constructor(private readonly connection: JetStreamConnection) {}

  async onApplicationBootstrap(): Promise<void> {
    this.pruneTimer = setInterval(() => this.prune(), PRUNE_INTERVAL_MS).unref();
    this.following = this.follow();
    let waitTimer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => (waitTimer = setTimeout(() => resolve(true), START_WAIT_MS)));
    const late = await Promise.race([this.firstLoad.then(() => false), timedOut]);
    clearTimeout(waitTimer);
    if (late) this.logger.warn(`${SESSIONS_ENDED_STREAM} not read within ${START_WAIT_MS} ms: signed-in routes answer 503 until it is`);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pruneTimer);
    this.messages?.stop();
    await this.following;
  }

  /** Throws the refusal for a token of an ended session (401), or 503 while the list is not loaded yet. */
  assertOpen(sessionId: string): void {
    if (!this.loaded) throw new DomainError('UNAVAILABLE', NOT_LOADED_MESSAGE);
    const until = this.refuseUntil.get(sessionId);
    if (until !== undefined && until > Date.now()) throw new DomainError('UNAUTHORIZED', ENDED_SESSION_MESSAGE);
  }

  /**
   * A session this replica has just seen identity end (the account deleted through it), refused
   * here at once: its next request may come before the stream's event does.
   */
  refuseFromNow(sessionId: string, refuseUntil: number): void {
    this.refuseUntil.set(sessionId, Math.max(refuseUntil, this.refuseUntil.get(sessionId) ?? 0));
  }

  /** Reads the stream until shutdown, reopening its consumer after a failure. */
  private async follow(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.readStream();
      } catch (error) {
        if (this.stopped) return;
        this.logger.warn(`${SESSIONS_ENDED_STREAM} consumer failed, reopening: ${String(error)}`);
      }
      if (!this.stopped) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }

  private async readStream(): Promise<void> {
    const nats = await this.connection.get();
    const manager = await jetstreamManager(nats);
    await ensureSessionsEndedStream(manager, this.connection.streamReplicas);
    // What the stream held when we looked is what must be read before serving signed-in routes.
    const { state } = await manager.streams.info(SESSIONS_ENDED_STREAM);
    const loadedAtSequence = state.last_seq;
    if (state.messages === 0 || this.lastSequence >= loadedAtSequence) this.setLoaded();
    // An ordered consumer: no state on the server, each replica reads everything, in order.
    const consumer = await jetstream(nats).consumers.get(SESSIONS_ENDED_STREAM, { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: this.lastSequence + 1 });
    if (this.stopped) return;
    this.messages = await consumer.consume();
    for await (const message of this.messages) {
      this.apply(message);
      this.lastSequence = message.seq;
      if (message.seq >= loadedAtSequence || message.info.pending === 0) this.setLoaded();
    }
  }

  private apply(message: JsMsg): void {
    let event: unknown;
    try {
      event = message.json();
    } catch {
      event = undefined;
    }
    const parsed = sessionsEndedEventSchema.safeParse(event);
    if (!parsed.success) {
      this.logger.error(`${SESSIONS_ENDED_STREAM} message ${message.seq} is not a sessions-ended event: skipped`);
      return;
    }
    const { sessionIds, refuseUntil } = parsed.data;
    if (refuseUntil <= Date.now()) return;
    for (const sessionId of sessionIds) this.refuseFromNow(sessionId, refuseUntil);
  }

  private setLoaded(): void {
    if (this.loaded) return;
    this.loaded = true;
    this.markLoaded();
    this.logger.log(`${SESSIONS_ENDED_STREAM} read: ${this.refuseUntil.size} ended sessions refused`);
  }

  private prune(): void {
    const now = Date.now();
    for (const [sessionId, until] of this.refuseUntil) if (until <= now) this.refuseUntil.delete(sessionId);
  }
}
