import type { IncomingMessage } from 'node:http';
import { CognitoError, invalidParameter } from '../errors.js';

export const maximumBodyInBytes = 1024 * 1024;

/** Reads the whole body, refusing anything over 1 MiB without buffering the rest. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maximumBodyInBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maximumBodyInBytes) throw tooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function tooLarge() {
  return new CognitoError(
    'RequestEntityTooLargeException',
    `Request body must be at most ${maximumBodyInBytes} bytes.`,
  );
}

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
  const nulAt = findNulCharacter(value, '');
  if (nulAt !== null) {
    throw invalidParameter(
      `1 validation error detected: Value at '${nulAt}' must not contain NUL characters`,
    );
  }
  return value as Record<string, unknown>;
}

/** PostgreSQL text cannot hold U+0000, so no string anywhere in a request may contain it. */
function findNulCharacter(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'request' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path || 'request';
    const found = findNulCharacter(inner, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}
