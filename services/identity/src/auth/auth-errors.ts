import type { AuthErrorPayload } from '@pickwise/contracts';

/**
 * GoTrue's error codes that this service answers with (supabase/auth `apierrors`), one place so
 * each is spelled one way. @supabase/auth-js branches on several (weak_password, session_not_found).
 */
export const AUTH_ERROR_CODES = {
  validationFailed: 'validation_failed',
  badJson: 'bad_json',
  emailAddressInvalid: 'email_address_invalid',
  phoneProviderDisabled: 'phone_provider_disabled',
  userAlreadyExists: 'user_already_exists',
  weakPassword: 'weak_password',
  samePassword: 'same_password',
  invalidCredentials: 'invalid_credentials',
  emailNotConfirmed: 'email_not_confirmed',
  refreshTokenNotFound: 'refresh_token_not_found',
  refreshTokenAlreadyUsed: 'refresh_token_already_used',
  unsupportedGrantType: 'unsupported_grant_type',
  noAuthorization: 'no_authorization',
  badJwt: 'bad_jwt',
  sessionNotFound: 'session_not_found',
  userNotFound: 'user_not_found',
  otpExpired: 'otp_expired',
  emailChangeNotAllowed: 'email_change_not_allowed',
  insufficientAal: 'insufficient_aal',
  mfaFactorNotFound: 'mfa_factor_not_found',
  mfaFactorNameConflict: 'mfa_factor_name_conflict',
  mfaChallengeExpired: 'mfa_challenge_expired',
  mfaVerificationFailed: 'mfa_verification_failed',
  mfaVerificationRejected: 'mfa_verification_rejected',
  mfaPhoneEnrollNotEnabled: 'mfa_phone_enroll_not_enabled',
  mfaWebAuthnEnrollNotEnabled: 'mfa_web_authn_enroll_not_enabled',
  overRequestRateLimit: 'over_request_rate_limit',
  notFound: 'not_found',
} as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];

/** A refusal the caller should see: HTTP status, GoTrue code and message (and headers such as Retry-After). */
export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: AuthErrorCode,
    message: string,
    readonly extra: { weakPasswordReasons?: string[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AuthApiError';
  }

  get payload(): AuthErrorPayload {
    return {
      error_code: this.errorCode,
      msg: this.message,
      ...(this.extra.weakPasswordReasons ? { weak_password: { reasons: this.extra.weakPasswordReasons } } : {}),
    };
  }
}

export const badRequest = (code: AuthErrorCode, message: string) => new AuthApiError(400, code, message);
export const unauthorized = (code: AuthErrorCode, message: string) => new AuthApiError(401, code, message);
export const forbidden = (code: AuthErrorCode, message: string) => new AuthApiError(403, code, message);
export const notFound = (code: AuthErrorCode, message: string) => new AuthApiError(404, code, message);
export const unprocessable = (code: AuthErrorCode, message: string) => new AuthApiError(422, code, message);

/** The spec's sentence (docs/product-spec.md §5) when neither an e-mail nor a phone number was given. */
export const MISSING_EMAIL_OR_PHONE_MESSAGE = 'You must provide either an email or phone number and a password';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid login credentials';
export const USER_ALREADY_REGISTERED_MESSAGE = 'User already registered';
