import type { AccessTokenClaims, SignedInCaller, UserRoleName } from '@pickwise/contracts';

/** The signed-in caller, from a verified access token's claims; set as `request.user` by the JWT guard. */
export interface AuthUser {
  id: string;
  email: string | null;
  role: UserRoleName;
  aal: AccessTokenClaims['aal'];
  sessionId: string;
  /** The token's `iat`, seconds since the epoch. */
  issuedAt: number;
  /** The token's `exp`, seconds since the epoch. */
  expiresAt: number;
}

export const authUserFromClaims = (claims: AccessTokenClaims): AuthUser => ({
  id: claims.sub,
  email: claims.email ?? null,
  role: claims.role,
  aal: claims.aal,
  sessionId: claims.session_id,
  issuedAt: claims.iat,
  expiresAt: claims.exp,
});

/** The caller a signed-in route names in its NATS requests: the verified token's user and session. */
export const callerOf = (request: { user: AuthUser }): SignedInCaller => ({ userId: request.user.id, sessionId: request.user.sessionId });
