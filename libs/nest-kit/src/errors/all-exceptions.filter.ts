import { Catch, type ArgumentsHost, type ExceptionFilter, type LoggerService } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { of, type Observable } from 'rxjs';
import { isExpectedError, toErrorReply, toHttpFailure } from './error-mapping.js';

/**
 * One filter for both sides of a hybrid app. HTTP: the `{ ok: false, error, code }` envelope with the
 * mapped status (Fastify's own errors included). NATS: the failure becomes a normal reply
 * `{ ok: false, error, code }`, so the caller gets the code rather than a transport error.
 * Unexpected errors are logged with their stack and answered with a generic message.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly logger: LoggerService) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<unknown> | void {
    if (host.getType() === 'rpc') {
      const reply = toErrorReply(exception);
      if (reply.code === 'INTERNAL') {
        const subject = host.switchToRpc().getContext<NatsContext>().getSubject?.();
        this.logger.error({ msg: 'NATS handler failed', subject, err: exception }, 'AllExceptionsFilter');
      }
      return of(reply);
    }
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const failure = toHttpFailure(exception);
    if (failure.status >= 500 && !isExpectedError(exception)) {
      this.logger.error({ msg: 'HTTP request failed', method: request?.method, url: request?.url, err: exception }, 'AllExceptionsFilter');
    }
    if (reply.sent) return;
    void reply.status(failure.status).header('Cache-Control', 'no-store').send(failure.body);
  }
}
