import { request } from 'node:https';

/**
 * `fetch` for the hosted domain that trusts exactly its local CA (https with `ca`), never
 * switching certificate checks off. Redirects are not followed: tests look at them.
 */
export function createSecureFetch(caPem: string) {
  return (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input);
    const method = init.method ?? (input instanceof Request ? input.method : 'GET');
    const headers = new Headers(input instanceof Request ? input.headers : undefined);
    new Headers(init.headers).forEach((value, name) => headers.set(name, value));
    const body = init.body ?? null;
    return new Promise((resolve, reject) => {
      const outgoing = request(
        url,
        { method, ca: caPem, headers: Object.fromEntries(headers) },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              for (const item of [value].flat())
                if (item !== undefined) responseHeaders.append(name, item);
            }
            const status = incoming.statusCode ?? 500;
            const content = [204, 304].includes(status) ? null : Buffer.concat(chunks);
            resolve(new Response(content, { status, headers: responseHeaders }));
          });
          incoming.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      if (body !== null) outgoing.write(typeof body === 'string' ? body : body.toString());
      outgoing.end();
    });
  };
}

export type SecureFetch = ReturnType<typeof createSecureFetch>;
