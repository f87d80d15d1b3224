import { ServerNats, type NatsContext, type ReadPacket } from '@nestjs/microservices';
import type { Msg } from '@nats-io/transport-node';
import { natsHandlerDuration } from '../metrics/metrics.js';

type Publisher = (response: { response?: unknown; err?: unknown; isDisposed?: boolean }) => unknown;

/**
 * Nest's NATS server, tuned for the request path (docs/architecture.md §10):
 * - handlers are keyed by plain subjects: Nest tries `JSON.parse` on every incoming subject first
 *   (for object patterns, which no PickWise handler uses), and the exception it throws and catches
 *   for each message cost ~5% of a service's CPU under load;
 * - the replies produced during one turn of the event loop are published together on the next, so
 *   they reach the socket in one write rather than one each;
 * - handler durations are timed here (`nats_handler_duration_seconds`) instead of by a global Nest
 *   interceptor, whose per-call observable chain and async-context binding also ran for every
 *   HTTP request.
 */
export class SubjectNatsServer extends ServerNats {
  private readonly handlerDuration = natsHandlerDuration();
  private pendingReplies: (() => unknown)[] = [];

  protected override getRouteFromPattern(pattern: string): string {
    return pattern.startsWith('{') || pattern.startsWith('[') ? super.getRouteFromPattern(pattern) : pattern;
  }

  /** Called once per request message, just before its handler runs; the reply stops the clock. */
  override getPublisher(natsMsg: Msg, id: string, ctx: NatsContext): Publisher {
    const publish = super.getPublisher(natsMsg, id, ctx) as Publisher;
    let stop: ((labels: { outcome: string }) => void) | undefined = this.handlerDuration.startTimer({ subject: natsMsg.subject });
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
