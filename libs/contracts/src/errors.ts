import { z } from 'zod';

/** Error codes carried by NATS replies; the gateway maps each to one HTTP status. */
export const ERROR_CODES = ['VALIDATION', 'NOT_FOUND', 'UNAUTHORIZED', 'FORBIDDEN', 'CONFLICT', 'UNAVAILABLE', 'INTERNAL'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
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

/** The HTTP failure envelope of the specification. */
export interface HttpErrorBody {
  ok: false;
  error: string;
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
