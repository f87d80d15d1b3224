import { z } from 'zod';

/** The specification's user roles (table user_roles). */
export const USER_ROLES = ['admin', 'moderator', 'user'] as const;
export type UserRoleName = (typeof USER_ROLES)[number];
/** Authenticator assurance levels of a session (aal2 after a second factor). */
export const ASSURANCE_LEVELS = ['aal1', 'aal2'] as const;

/** The one signing algorithm identity uses and the gateway accepts (ECDSA P-256 with SHA-256). */
export const ACCESS_TOKEN_ALGORITHM = 'ES256';

/** A public signing key as published in the JWKS (RFC 7517; EC P-256 for ES256). */
export const publicJwkSchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string().min(1),
  y: z.string().min(1),
  kid: z.string().min(1),
  alg: z.literal(ACCESS_TOKEN_ALGORITHM),
  use: z.literal('sig'),
});
export type PublicJwk = z.infer<typeof publicJwkSchema>;

/** `identity.jwks` reply data and GET /api/auth/v1/.well-known/jwks.json (not enveloped there). */
export const jwksSchema = z.object({ keys: z.array(publicJwkSchema) });
export type Jwks = z.infer<typeof jwksSchema>;

/** How and when the session proved who the user is (RFC 8176 `amr`, GoTrue's object form). */
export const authenticationMethodSchema = z.object({ method: z.string(), timestamp: z.number().int() });
export type AuthenticationMethod = z.infer<typeof authenticationMethodSchema>;

/** The audience every access token is issued for, as GoTrue does. */
export const ACCESS_TOKEN_AUDIENCE = 'authenticated';

/** The claims of an access token (docs/architecture.md §6); `exp`, `iss` and `aud` are checked by the verifier. */
export const accessTokenClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().nullable().optional(),
  role: z.enum(USER_ROLES),
  aal: z.enum(ASSURANCE_LEVELS),
  amr: z.array(authenticationMethodSchema).optional(),
  session_id: z.string().min(1),
  exp: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
