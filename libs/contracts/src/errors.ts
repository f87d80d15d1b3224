import { z } from 'zod';

/** Error codes carried by NATS replies; the gateway maps each to one HTTP status. */
export const ERROR_CODES = ['VALIDATION', 'NOT_FOUND', 'UNAUTHORIZED', 'FORBIDDEN', 'CONFLICT', 'RATE_LIMITED', 'UNAVAILABLE', 'INTERNAL'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** An error a handler throws on purpose; its message is safe to show to the caller. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const okReply = <T extends z.ZodType>(data: T) => z.object({ ok: z.literal(true), data });
export const errorReplySchema = z.object({ ok: z.literal(false), error: z.string(), code: z.enum(ERROR_CODES) });
export type ErrorReply = z.infer<typeof errorReplySchema>;
export type Reply<T> = { ok: true; data: T } | ErrorReply;

/**
 * Codes of HTTP failures that happen before any service is asked (the HTTP layer's own refusals),
 * beside the services' ERROR_CODES.
 */
export const HTTP_ONLY_ERROR_CODES = ['REQUEST_TIMEOUT', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'HEADERS_TOO_LARGE'] as const;
export type HttpErrorCode = ErrorCode | (typeof HTTP_ONLY_ERROR_CODES)[number];

/** The code of an HTTP failure that carries only a status (a framework error, an HttpException). */
export function errorCodeOfStatus(status: number): HttpErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
    case 405:
      return 'NOT_FOUND';
    case 408:
      return 'REQUEST_TIMEOUT';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 431:
      return 'HEADERS_TOO_LARGE';
    case 503:
      return 'UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : 'VALIDATION';
  }
}

/**
 * The HTTP failure envelope: the specification's `{ ok: false, error }` plus the code, which the
 * frontends branch on (the message is for people and may change).
 */
export interface HttpErrorBody {
  ok: false;
  error: string;
  code: HttpErrorCode;
}

/**
 * Turns a zod failure into one readable sentence naming the fields, e.g. `count: Too big: expected
 * number to be <=10`. `pathPrefix` names where a nested value came from (`options`).
 */
export function describeZodError(error: z.ZodError, pathPrefix: readonly string[] = []): string {
  return error.issues
    .map((issue) => {
      const path = [...pathPrefix, ...issue.path.map(String)];
      return path.length ? `${path.join('.')}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** Parses `input` with `schema` or throws a VALIDATION DomainError naming the bad fields. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new DomainError('VALIDATION', describeZodError(result.error));
  return result.data;
}
