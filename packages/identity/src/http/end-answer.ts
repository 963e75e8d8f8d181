import type { ServerResponse } from 'node:http';

/** How long a connection that is closing keeps reading what its client still sends. */
export const lingerInMs = 2_000;

/**
 * Ends an answer whose head is written. When the request's body has not all arrived (a body
 * refused before it was read to its end), what is still coming is read and thrown away, so the
 * client gets the answer instead of a reset under its writes:
 * - on a connection that stays open, Node reads on to the next request;
 * - on one that closes after this answer (the client asked for `Connection: close`), the whole
 *   answer goes out at once and the connection closes only when the body has ended, or after
 *   `lingerMs` (a lingering close, RFC 9112 §9.6).
 */
export function endAnswer(response: ServerResponse, text: string, lingerMs = lingerInMs) {
  const request = response.req;
  if (request.complete || request.destroyed) {
    response.end(text);
    return;
  }
  request.resume();
  if (response.shouldKeepAlive) {
    response.end(text);
    return;
  }
  response.write(text);
  let ended = false;
  const close = () => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    response.end();
  };
  const timer = setTimeout(close, lingerMs);
  timer.unref();
  request.once('end', close);
  request.once('close', close);
}
