import type { ServerResponse } from 'node:http';

// The inbox shows mail from anywhere, so nothing on its pages may run or load from elsewhere;
// message HTML is shown in a sandboxed srcdoc frame, which inherits this policy too.
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "frame-src 'self'",
  'img-src data:',
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  // Not no-referrer: with it browsers send `Origin: null` on the delete form, which then
  // cannot be told apart from a cross-site post.
  'Referrer-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(body), headers);
}

export function sendHtml(
  response: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): void {
  send(response, status, 'text/html; charset=utf-8', html, headers);
}

export function sendRedirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { ...SECURITY_HEADERS, Location: location, 'Content-Length': '0' });
  response.end();
}

function send(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string>,
): void {
  response.writeHead(status, {
    ...SECURITY_HEADERS,
    ...headers,
    'Content-Type': contentType,
    'Content-Length': String(Buffer.byteLength(body)),
  });
  response.end(body);
}
