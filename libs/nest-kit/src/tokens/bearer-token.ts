/** The token of an `Authorization: Bearer <token>` header (scheme case-insensitive), or null. */
export function bearerToken(authorization: string | string[] | undefined): string | null {
  const value = Array.isArray(authorization) ? authorization[0] : authorization;
  const match = /^Bearer\s+(\S+)$/i.exec(value ?? '');
  return match?.[1] ?? null;
}
