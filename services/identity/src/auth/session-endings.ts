import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { MAX_ENDED_SESSIONS_PER_MESSAGE, SESSIONS_ENDED_SUBJECT, type SessionEndReason, type SessionsEndedEvent } from '@pickwise/contracts';
import { APP_CONFIG, JetStreamConnection, ensureSessionsEndedStream } from '@pickwise/nest-kit';
import type { IdentityConfig } from '../config.js';

/** How long one publish waits for JetStream's acknowledgement. */
const ACK_TIMEOUT_MS = 5_000;
/**
 * Added to the token lifetime before the gateway may forget an ended session: a gateway whose
 * clock runs behind identity's still accepts a token that identity considers expired.
 */
const CLOCK_SKEW_MARGIN_MS = 60_000;

/**
 * Tells every gateway replica which sessions ended (docs/architecture.md §6), on the JetStream
 * stream SESSIONS_ENDED. An access token is a signed statement that stays valid until it expires;
 * the gateway checks it without asking identity, so without this an ended session's token would
 * keep opening every route but identity's own until then. Callers announce before they delete the
 * sessions: if JetStream cannot take the message, nothing has ended and the caller's error asks
 * the client to retry, rather than a session that is gone here and still open at the gateway.
 */
@Injectable()
export class SessionEndings implements OnApplicationBootstrap {
  private readonly logger = new Logger(SessionEndings.name);
  private streamReady?: Promise<void>;

  constructor(
    private readonly connection: JetStreamConnection,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** Brings the stream's retention in line with this service's token lifetime at start; a failure here is retried at the first announcement. */
  async onApplicationBootstrap(): Promise<void> {
    await this.ensureStream().catch((error: unknown) => this.logger.warn(`${SESSIONS_ENDED_SUBJECT}: stream not ready at start (${String(error)}); retried when a session ends`));
  }

  /** Publishes that `sessionIds` of `userId` ended; resolves once JetStream has stored every message. */
  async announce(userId: string, sessionIds: readonly string[], reason: SessionEndReason): Promise<void> {
    if (sessionIds.length === 0) return;
    await this.ensureStream();
    const nats = await this.connection.get();
    const endedAt = Date.now();
    const refuseUntil = endedAt + this.config.ACCESS_TOKEN_TTL_SECONDS * 1000 + CLOCK_SKEW_MARGIN_MS;
    for (let start = 0; start < sessionIds.length; start += MAX_ENDED_SESSIONS_PER_MESSAGE) {
      const event: SessionsEndedEvent = { userId, sessionIds: sessionIds.slice(start, start + MAX_ENDED_SESSIONS_PER_MESSAGE), reason, endedAt, refuseUntil };
      await jetstream(nats).publish(SESSIONS_ENDED_SUBJECT, JSON.stringify(event), { timeout: ACK_TIMEOUT_MS });
    }
    this.logger.log({ msg: 'sessions ended', userId, sessions: sessionIds.length, reason });
  }

  private ensureStream(): Promise<void> {
    this.streamReady ??= this.connection
      .get()
      .then((nats) => jetstreamManager(nats))
      .then((manager) => ensureSessionsEndedStream(manager, this.connection.streamReplicas, this.config.ACCESS_TOKEN_TTL_SECONDS * 1000))
      .catch((error: unknown) => {
        this.streamReady = undefined;
        throw error;
      });
    return this.streamReady;
  }
}
