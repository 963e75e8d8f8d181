import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for small secrets at rest (TOTP seeds). Sealed form: "v1.<iv>.<ciphertext>.<tag>",
 * each part base64url, so the format can change later without guessing.
 */
const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function generateDataKey(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

function keyFrom(dataKeyBase64: string): Buffer {
  const key = Buffer.from(dataKeyBase64, 'base64');
  if (key.length !== KEY_BYTES) throw new RangeError('data key must be 32 bytes of base64');
  return key;
}

/**
 * `associatedData` is authenticated but not encrypted: text that travels beside the sealed
 * part (an id) and must not be swapped. Opening needs the same text.
 */
export function sealText(dataKeyBase64: string, plaintext: string, associatedData = ''): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(dataKeyBase64), iv);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/** Throws when the text was not sealed with this key and associated data, or was altered. */
export function openText(dataKeyBase64: string, sealed: string, associatedData = ''): string {
  const [version, ivText, ciphertextText, tagText, ...rest] = sealed.split('.');
  if (version !== VERSION || ivText === undefined || ciphertextText === undefined) {
    throw new Error('not a sealed text');
  }
  if (tagText === undefined || rest.length > 0) throw new Error('not a sealed text');
  const iv = Buffer.from(ivText, 'base64url');
  const tag = Buffer.from(tagText, 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('not a sealed text');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(dataKeyBase64), iv, {
    authTagLength: TAG_BYTES,
  });
  decipher.setAuthTag(tag);
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.from(ciphertextText, 'base64url');
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}
