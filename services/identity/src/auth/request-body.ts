import { describeZodError } from '@pickwise/contracts';
import { z } from 'zod';
import { AUTH_ERROR_CODES, badRequest } from './auth-errors.js';

/** A request body as `schema` reads it; not a JSON object → 400 bad_json, wrong fields → 400 validation_failed. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(AUTH_ERROR_CODES.badJson, 'Could not parse request body as JSON: expected an object');
  const result = schema.safeParse(body);
  if (!result.success) throw badRequest(AUTH_ERROR_CODES.validationFailed, describeZodError(result.error));
  return result.data;
}

const emailFormat = z.email();

/** The address, trimmed and lower-case, or 400 email_address_invalid. */
export function validEmail(email: string): string {
  const normalized = email.trim().toLowerCase();
  if (normalized.length > 255 || !emailFormat.safeParse(normalized).success) throw badRequest(AUTH_ERROR_CODES.emailAddressInvalid, 'Unable to validate email address: invalid format');
  return normalized;
}
