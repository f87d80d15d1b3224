import { z } from 'zod';

/** The specification's user roles (table user_roles). */
export const USER_ROLES = ['admin', 'moderator', 'user'] as const;
export type UserRoleName = (typeof USER_ROLES)[number];
/** Authenticator assurance levels of a session (aal2 after a second factor). */
export const ASSURANCE_LEVELS = ['aal1', 'aal2'] as const;

/** The one signing algorithm identity uses and the gateway accepts (ECDSA P-256 with SHA-256). */
export const ACCESS_TOKEN_ALGORITHM = 'ES256';

/**
 * A signing key's id as identity makes them (the key's RFC 7638 thumbprint, 43 base64url characters;
 * the column holds 64). A token's `kid` is looked up only once it has this shape: a number or an
 * object in a header must never reach a query or a cache as a key.
 */
export const signingKeyIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'A key id is 1 to 64 base64url characters');

/** A public signing key as published in the JWKS (RFC 7517; EC P-256 for ES256). */
export const publicJwkSchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string().min(1),
  y: z.string().min(1),
  kid: signingKeyIdSchema,
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

/** The issuer claim: the auth API's public base under the site's origin, as GoTrue sets it. */
export const accessTokenIssuer = (siteUrl: string) => `${siteUrl}/api/auth/v1`;

/**
 * The protected header of an access token: exactly the three fields identity writes, typed before
 * any key is looked up. Anything more (`jku`, `jwk`, `x5u`, `crit`, …) asks the verifier to trust
 * what the token itself says, so it is refused rather than ignored.
 */
export const accessTokenHeaderSchema = z.strictObject({ alg: z.literal(ACCESS_TOKEN_ALGORITHM), kid: signingKeyIdSchema, typ: z.literal('JWT') });
export type AccessTokenHeader = z.infer<typeof accessTokenHeaderSchema>;

/** The claims of an access token (docs/architecture.md §6); `exp`, `iss` and `aud` are checked by the verifier. */
export const accessTokenClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().nullable().optional(),
  role: z.enum(USER_ROLES),
  aal: z.enum(ASSURANCE_LEVELS),
  amr: z.array(authenticationMethodSchema).optional(),
  session_id: z.string().min(1),
  exp: z.number().int(),
  /** When it was issued: admin routes refuse tokens older than a few minutes. */
  iat: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
