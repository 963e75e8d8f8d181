import type { SecureFetch } from './secure-fetch.js';

/** The hidden and visible inputs of the page's form, as a browser would send them. */
export function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input ([^>]*)>/g)) {
    const attributes = match[1] ?? '';
    const name = /name="([^"]*)"/.exec(attributes)?.[1];
    const value = /value="([^"]*)"/.exec(attributes)?.[1] ?? '';
    if (name)
      fields[name] = value
        .replaceAll('&amp;', '&')
        .replaceAll('&quot;', '"')
        .replaceAll('&#39;', "'")
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>');
  }
  return fields;
}

/** A browser over HTTP: a cookie jar for the hosted domain, forms posted as a browser does. */
export function createBrowser(fetch: SecureFetch, origin: string) {
  const cookies = new Map<string, string>();
  function remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (/Max-Age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  }
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    cookies,
    async get(path: string) {
      return remember(await fetch(new URL(path, origin), { headers: { cookie: cookieHeader() } }));
    },
    async post(path: string, fields: Record<string, string>) {
      return remember(
        await fetch(new URL(path, origin), {
          method: 'POST',
          headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        }),
      );
    },
  };
}

export type Browser = ReturnType<typeof createBrowser>;

/** The form's action on the page (the next path to post to). */
export function formAction(html: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form in ${html.slice(0, 400)}`);
  return action;
}
