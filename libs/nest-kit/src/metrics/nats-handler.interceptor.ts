import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { tap, type Observable } from 'rxjs';
import { natsHandlerDuration } from './metrics.js';

/** Times each incoming NATS message handler; a reply `{ ok: false }` counts as outcome `error`. */
@Injectable()
export class NatsHandlerMetricsInterceptor implements NestInterceptor {
  private readonly histogram = natsHandlerDuration();

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const subject = context.switchToRpc().getContext<NatsContext>().getSubject();
    const stop = this.histogram.startTimer({ subject });
    return next.handle().pipe(
      tap({
        next: (reply) => stop({ outcome: (reply as { ok?: unknown } | undefined)?.ok === false ? 'error' : 'ok' }),
        error: () => stop({ outcome: 'error' }),
      }),
    );
  }
}
