import 'server-only';
import type { z } from 'zod';
import { AccountError } from '../account/account-error';
import { ADMIN_MESSAGES } from './admin-messages';

/**
 * Paging cursors are opaque to the client: base64url JSON the server reads back with a schema.
 * A cursor it cannot read (edited, or from another search) is refused, never a 500.
 */
export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeCursor<Shape extends z.ZodType>(
  cursor: string | undefined,
  schema: Shape,
): z.output<Shape> | undefined {
  if (cursor === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    json = undefined;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new AccountError('BAD_REQUEST', ADMIN_MESSAGES.staleCursor, 'cursor');
  return parsed.data;
}
