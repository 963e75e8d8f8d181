import type { IncomingMessage } from 'node:http';
import { CognitoError, invalidParameter } from '../errors.js';
import { memberNameWithoutSchema } from '../operations/member-path.js';

export const maximumBodyInBytes = 1024 * 1024;

/**
 * Reads the whole body, refusing anything over 1 MiB without keeping the rest. The refusal is
 * answered at once, and the request is left open: the answer's `endAnswer` reads and throws
 * away what the client still sends (closing the connection under its writes would cost the
 * client the answer).
 */
export async function readBody(request: IncomingMessage): Promise<string> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maximumBodyInBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop early must not destroy the request: that would reset the connection.
  for await (const chunk of request.iterator({ destroyOnReturn: false })) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maximumBodyInBytes) throw tooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The refusal of a body over the limit. */
export function isTooLarge(error: unknown): boolean {
  return error instanceof CognitoError && error.errorName === 'RequestEntityTooLargeException';
}

function tooLarge() {
  return new CognitoError(
    'RequestEntityTooLargeException',
    `Request body must be at most ${maximumBodyInBytes} bytes.`,
  );
}

/** Cognito's inputs nest a few levels deep; anything much deeper is not an operation's input. */
export const maximumNestingDepth = 32;

/** The operation input: a JSON object, or SerializationException. */
export function parseJsonObject(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text === '' ? '{}' : text);
  } catch {
    throw new CognitoError('SerializationException', 'The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new CognitoError('SerializationException', 'The request body must be a JSON object.');
  }
  screenStrings(value);
  return value as Record<string, unknown>;
}

/** A NUL character or a UTF-16 surrogate without its pair: PostgreSQL text can hold neither. */
const unstorable = (text: string) => text.includes('\u0000') || !text.isWellFormed();

/**
 * The one screen for what the store cannot hold, applied to every string and key of every
 * request before any operation sees it. Iterative, so no nesting can exhaust the stack.
 */
function screenStrings(root: object) {
  const pending: { value: unknown; path: (string | number)[]; depth: number }[] = [
    { value: root, path: [], depth: 0 },
  ];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path, depth } = item;
    if (typeof value === 'string') {
      if (unstorable(value)) throw unstorableAt(path, root);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= maximumNestingDepth) {
      throw new CognitoError('SerializationException', 'The request body is nested too deeply.');
    }
    for (const [key, inner] of Object.entries(value)) {
      if (unstorable(key)) throw unstorableAt(path, root);
      const step = Array.isArray(value) ? Number(key) : key;
      pending.push({ value: inner, path: [...path, step], depth: depth + 1 });
    }
  }
}

/** In the form of every other validation error (validation-errors.ts), never echoing the value. */
function unstorableAt(path: (string | number)[], root: object) {
  return invalidParameter(
    `1 validation error detected: Value at '${memberNameWithoutSchema(path, root)}' failed to satisfy constraint: Member must not contain NUL characters or unpaired surrogates`,
  );
}
