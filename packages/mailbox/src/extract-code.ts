/**
 * The first six-digit number in a message (a confirmation or recovery code). Digits that are
 * part of a longer number, such as a year in a date or a phone number, are not a code.
 */
export function extractCode(text: string): string {
  const match = /(?<!\d)\d{6}(?!\d)/.exec(text);
  if (match === null) {
    const excerpt = text.length > 200 ? `${text.slice(0, 200)}…` : text;
    throw new Error(`No six-digit code found in message text: ${JSON.stringify(excerpt)}`);
  }
  return match[0];
}
