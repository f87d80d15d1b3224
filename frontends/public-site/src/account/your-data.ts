/**
 * The rules of the account's "Your data" part (issue 40) that need no browser: how the player
 * re-authenticates, when a deletion is confirmed, and what a refusal says.
 */
import { ApiError } from '@pickwise/api-client';
import type { ReauthenticateBody } from '@pickwise/api-client/account';

/** What re-authentication asks for: the authenticator's code when the account has a verified TOTP factor, else the password. */
export type ReauthenticationMethod = 'password' | 'code';

/** A factor as auth-js lists it (`user.factors`, `mfa.listFactors().data.all`). */
interface ListedFactor {
  factor_type: string;
  status: string;
}

export function reauthenticationMethod(factors: readonly ListedFactor[] | undefined): ReauthenticationMethod {
  return factors?.some((factor) => factor.factor_type === 'totp' && factor.status === 'verified') ? 'code' : 'password';
}

/** The body of POST /api/account/reauthenticate for what was typed (a code without its spaces, as apps show "123 456"). */
export function reauthenticationBody(method: ReauthenticationMethod, typed: string): ReauthenticateBody {
  return method === 'code' ? { code: typed.replace(/\s/g, '') } : { password: typed };
}

/** Whether what the player typed is the confirmation word (spaces around it forgiven, its case not). */
export const deletionConfirmed = (typed: string, word: string): boolean => typed.trim() === word;

/** What the player was doing when a call was refused. */
export type YourDataStep = 'download' | 'delete' | 'reauthenticate';

/** The refusal that asks for re-authentication before the export or the deletion can go on. */
export const needsReauthentication = (error: unknown): boolean => error instanceof ApiError && error.code === 'REAUTHENTICATION_REQUIRED';

/**
 * The text a failed step shows, in the page language: a wrong password or code (VALIDATION), too
 * many attempts or downloads (RATE_LIMITED, a download's with the minutes to wait), a part of the
 * system down (UNAVAILABLE), no connection; anything else the step's own failure.
 */
export function yourDataFailureText(step: YourDataStep, error: unknown, method: ReauthenticationMethod, t: (key: string, values: Record<string, unknown>) => string): string {
  const text = (key: string, values: Record<string, unknown> = {}) => t(`accountData.errors.${key}`, values);
  if (!(error instanceof ApiError)) return text(step);
  if (error.status === 0) return text('offline');
  if (step === 'reauthenticate' && error.code === 'VALIDATION') return text(method === 'code' ? 'wrongCode' : 'wrongPassword');
  if (error.code === 'RATE_LIMITED') {
    if (step === 'download' && error.retryAfterSeconds !== undefined) return text('downloadLimit', { count: Math.ceil(error.retryAfterSeconds / 60) });
    return text('tooManyAttempts');
  }
  if (error.code === 'UNAVAILABLE' || error.status === 503) return text('unavailable');
  return text(step);
}
