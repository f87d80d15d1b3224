import { z } from 'zod';

/**
 * The GoTrue-compatible auth API (docs/architecture.md §6): the gateway forwards each route under
 * /api/auth/v1 to one `identity.auth.<operation>` subject with the request's parts, and turns the
 * reply back into an HTTP answer. Identity decides status and body, as GoTrue does.
 */
export const AUTH_SUBJECTS = {
  signup: 'identity.auth.signup',
  token: 'identity.auth.token',
  logout: 'identity.auth.logout',
  getUser: 'identity.auth.user.get',
  updateUser: 'identity.auth.user.update',
  recover: 'identity.auth.recover',
  resend: 'identity.auth.resend',
  verify: 'identity.auth.verify',
  verifyLink: 'identity.auth.verify.link',
  settings: 'identity.auth.settings',
  health: 'identity.auth.health',
  enrollFactor: 'identity.auth.factors.enroll',
  challengeFactor: 'identity.auth.factors.challenge',
  verifyFactor: 'identity.auth.factors.verify',
  unenrollFactor: 'identity.auth.factors.unenroll',
} as const;
export type AuthSubject = (typeof AUTH_SUBJECTS)[keyof typeof AUTH_SUBJECTS];

/** GoTrue's API version header; from 2024-01-01 on, error bodies carry the string code as `code`. */
export const AUTH_API_VERSION_HEADER = 'x-supabase-api-version';
export const AUTH_API_VERSION_2024 = '2024-01-01';

/** One auth request as the gateway forwards it: the parts identity needs, nothing of the transport. */
export const authOperationRequestSchema = z.object({
  body: z.unknown(),
  query: z.record(z.string(), z.string()).default({}),
  params: z.record(z.string(), z.string()).default({}),
  /** The Bearer token of the Authorization header, when one was sent. */
  accessToken: z.string().nullable().default(null),
  client: z.object({ ip: z.string(), userAgent: z.string().nullable() }),
});
export type AuthOperationRequest = z.input<typeof authOperationRequestSchema>;
export type ParsedAuthOperationRequest = z.output<typeof authOperationRequestSchema>;

/** A GoTrue error: status, machine code and the message (docs/product-spec.md §8 quotes several). */
export const authErrorSchema = z.object({
  error_code: z.string(),
  msg: z.string(),
  weak_password: z.object({ reasons: z.array(z.string()) }).optional(),
});
export type AuthErrorPayload = z.infer<typeof authErrorSchema>;

/**
 * The answer of an auth operation: a JSON body (or none, e.g. 204 and redirects) or a GoTrue error,
 * with the HTTP status and any headers to send (Retry-After, Location).
 */
export const authOperationResultSchema = z.object({
  status: z.number().int().min(200).max(599),
  body: z.unknown().optional(),
  error: authErrorSchema.optional(),
  headers: z.record(z.string(), z.string()).optional(),
});
export type AuthOperationResult = z.infer<typeof authOperationResultSchema>;

/**
 * The error body GoTrue sends for `apiVersion`: `{ code: <error code>, message }` from 2024-01-01
 * on (what @supabase/auth-js asks for), else `{ code: <status>, error_code, msg }`.
 */
export function authErrorBody(status: number, error: AuthErrorPayload, apiVersion: string | undefined): Record<string, unknown> {
  const weakPassword = error.weak_password ? { weak_password: error.weak_password } : {};
  if (apiVersion !== undefined && apiVersion >= AUTH_API_VERSION_2024) return { code: error.error_code, message: error.msg, ...weakPassword };
  return { code: status, error_code: error.error_code, msg: error.msg, ...weakPassword };
}

const optionalText = z.string().optional();
const metadataSchema = z.record(z.string(), z.unknown());

/** POST /signup (email and password; phone sign-up is not offered). */
export const signupBodySchema = z.looseObject({ email: optionalText, phone: optionalText, password: optionalText, data: metadataSchema.optional() });
/** POST /token?grant_type=password. */
export const passwordGrantBodySchema = z.looseObject({ email: optionalText, phone: optionalText, password: optionalText });
/** POST /token?grant_type=refresh_token. */
export const refreshGrantBodySchema = z.looseObject({ refresh_token: optionalText });
/** PUT /user. */
export const updateUserBodySchema = z.looseObject({ email: optionalText, phone: optionalText, password: optionalText, data: metadataSchema.optional(), nonce: optionalText });
/** POST /recover. */
export const recoverBodySchema = z.looseObject({ email: optionalText });
/** POST /resend. */
export const resendBodySchema = z.looseObject({ type: optionalText, email: optionalText, phone: optionalText });
/** POST /verify (the e-mailed link's token hash, or GoTrue's legacy `token`). */
export const verifyBodySchema = z.looseObject({ type: optionalText, token_hash: optionalText, token: optionalText, email: optionalText, redirect_to: optionalText });
/** POST /factors. */
export const enrollFactorBodySchema = z.looseObject({ factor_type: optionalText, friendly_name: optionalText, issuer: optionalText, phone: optionalText });
/** POST /factors/{id}/verify. */
export const verifyFactorBodySchema = z.looseObject({ challenge_id: optionalText, code: optionalText });

/** The scopes of POST /logout. */
export const LOGOUT_SCOPES = ['global', 'local', 'others'] as const;
export type LogoutScope = (typeof LOGOUT_SCOPES)[number];
/** One-time e-mailed tokens this service issues. */
export const VERIFY_TYPES = ['signup', 'email', 'recovery'] as const;
