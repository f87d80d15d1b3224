import { z } from 'zod';

/** Error codes carried by NATS replies; the gateway maps each to one HTTP status. */
export const ERROR_CODES = ['VALIDATION', 'NOT_FOUND', 'UNAUTHORIZED', 'FORBIDDEN', 'CONFLICT', 'REAUTHENTICATION_REQUIRED', 'RATE_LIMITED', 'UNAVAILABLE', 'INTERNAL'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** The session's last sign-in is too old for the operation (export, deletion): prove it again (POST /api/account/reauthenticate). */
  REAUTHENTICATION_REQUIRED: 403,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** zod's issue codes: what a validation failure found wrong with one field. */
export const VALIDATION_ISSUE_CODES = [
  'invalid_type',
  'too_big',
  'too_small',
  'invalid_format',
  'not_multiple_of',
  'unrecognized_keys',
  'invalid_union',
  'invalid_key',
  'invalid_element',
  'invalid_value',
  'custom',
] as const satisfies readonly z.core.$ZodIssue['code'][];

/**
 * One field a VALIDATION failure names: where it is in the input (keys and list indexes, `[]` for
 * the input as a whole) and what is wrong with it. Clients map these to their fields; `error` says
 * the same in words.
 */
export const validationIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number().int()])),
  code: z.enum(VALIDATION_ISSUE_CODES),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** An error a handler throws on purpose; its message is safe to show to the caller. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The fields a VALIDATION failure names, when it comes from a schema. */
    readonly issues?: ValidationIssue[],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const okReply = <T extends z.ZodType>(data: T) => z.object({ ok: z.literal(true), data });
export const errorReplySchema = z.object({ ok: z.literal(false), error: z.string(), code: z.enum(ERROR_CODES), issues: z.array(validationIssueSchema).optional() });
export type ErrorReply = z.infer<typeof errorReplySchema>;
export type Reply<T> = { ok: true; data: T } | ErrorReply;

/**
 * Codes of HTTP failures that happen before any service is asked (the HTTP layer's own refusals),
 * beside the services' ERROR_CODES.
 */
export const HTTP_ONLY_ERROR_CODES = ['REQUEST_TIMEOUT', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'HEADERS_TOO_LARGE', 'UNAVAILABLE_FOR_LEGAL_REASONS'] as const;
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
    // RFC 7725: the open feed of a game whose data's licence allows no redistribution.
    case 451:
      return 'UNAVAILABLE_FOR_LEGAL_REASONS';
    case 503:
      return 'UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : 'VALIDATION';
  }
}

/**
 * The HTTP failure envelope: the specification's `{ ok: false, error }` plus the code, which the
 * frontends branch on (the message is for people and may change), and on a VALIDATION failure
 * that a schema found, the fields it names.
 */
export const httpErrorBodySchema = z.object({
  ok: z.literal(false),
  error: z.string(),
  code: z.enum([...ERROR_CODES, ...HTTP_ONLY_ERROR_CODES]),
  issues: z.array(validationIssueSchema).optional(),
});
export type HttpErrorBody = z.infer<typeof httpErrorBodySchema>;

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

/** The fields a zod failure names, for the envelope's `issues`; `pathPrefix` as in describeZodError. */
export function zodIssues(error: z.ZodError, pathPrefix: readonly string[] = []): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: [...pathPrefix, ...issue.path.map((key) => (typeof key === 'number' ? key : String(key)))],
    code: issue.code,
  }));
}

/** Parses `input` with `schema` or throws a VALIDATION DomainError naming the bad fields. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new DomainError('VALIDATION', describeZodError(result.error), zodIssues(result.error));
  return result.data;
}
