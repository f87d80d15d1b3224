import { HttpException } from '@nestjs/common';
import {
  DomainError,
  HTTP_STATUS_BY_CODE,
  describeZodError,
  errorCodeOfStatus,
  zodIssues,
  type ErrorCode,
  type ErrorReply,
  type HttpErrorBody,
  type HttpErrorCode,
  type ValidationIssue,
} from '@pickwise/contracts';
import { ZodError } from 'zod';

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && value in HTTP_STATUS_BY_CODE;

/** A DomainError, also when it crossed a package boundary (a second copy of the contracts lib). */
export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError || (error instanceof Error && error.name === 'DomainError' && isErrorCode((error as { code?: unknown }).code));
}

function isZodError(error: unknown): error is ZodError {
  return error instanceof ZodError || (error instanceof Error && error.name === 'ZodError' && Array.isArray((error as ZodError).issues));
}

/** Whether a failure is the caller's fault or expected (so it is not logged as a server fault). */
export function isExpectedError(error: unknown): boolean {
  return isDomainError(error) ? error.code !== 'INTERNAL' : isZodError(error);
}

/** `{ issues }` when there are any, so a failure without named fields carries no empty list. */
const withIssues = (issues: ValidationIssue[] | undefined) => (issues?.length ? { issues } : {});

/**
 * The NATS reply for a failed handler: DomainErrors and zod failures keep their message and the
 * fields they name; anything else is an INTERNAL error with a generic message (the cause is logged, not sent).
 */
export function toErrorReply(error: unknown): ErrorReply {
  if (isDomainError(error)) return { ok: false, error: error.message, code: error.code, ...withIssues(error.issues) };
  if (isZodError(error)) return { ok: false, error: describeZodError(error), code: 'VALIDATION', ...withIssues(zodIssues(error)) };
  return { ok: false, error: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL' };
}

export interface HttpFailure {
  status: number;
  body: HttpErrorBody;
}

function httpExceptionMessage(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  if (typeof message === 'string') return message;
  return exception.message;
}

/**
 * The HTTP status and `{ ok: false, error, code }` body for any failure. Client errors keep a readable
 * message; unknown errors become a 500 with a generic message.
 */
export function toHttpFailure(error: unknown): HttpFailure {
  const fail = (status: number, message: string, code: HttpErrorCode = errorCodeOfStatus(status), issues?: ValidationIssue[]): HttpFailure => ({
    status,
    body: { ok: false, error: message, code, ...withIssues(issues) },
  });
  if (isDomainError(error)) {
    if (error.code === 'INTERNAL') return fail(500, INTERNAL_ERROR_MESSAGE, 'INTERNAL');
    return fail(HTTP_STATUS_BY_CODE[error.code], error.message, error.code, error.issues);
  }
  if (isZodError(error)) return fail(400, describeZodError(error), 'VALIDATION', zodIssues(error));
  if (error instanceof HttpException) {
    const status = error.getStatus();
    return fail(status, status >= 500 ? INTERNAL_ERROR_MESSAGE : httpExceptionMessage(error));
  }
  // Fastify's own errors (bad JSON, body too large, unsupported media type) carry a 4xx status;
  // Nest usually wraps them in an HttpException first, but not on routes registered on Fastify directly.
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (error instanceof Error && typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return fail(statusCode, error.message);
  return fail(500, INTERNAL_ERROR_MESSAGE);
}
