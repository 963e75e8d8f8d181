import 'server-only';

/** The token of an `Authorization: Bearer <token>` header, or null for anything else. */
export function readBearerToken(authorization: string | null): string | null {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}
