import { accountLinks } from './account-pages.js';
import { escapeHtml, field, formError, hiddenFields, page } from './html.js';

export const codeLabel = 'Code from your authenticator app';

export interface FormContext {
  /** The authorize parameters and the CSRF token, carried in hidden fields. */
  hidden: Record<string, string | undefined>;
  lang: string;
}

export function loginPage(
  context: FormContext,
  options: { username?: string; error?: string; notice?: string } = {},
): string {
  const error = options.error;
  const query = new URLSearchParams(
    Object.entries(context.hidden).filter(
      (entry): entry is [string, string] => entry[0] !== '_csrf' && typeof entry[1] === 'string',
    ),
  ).toString();
  const alsoDescribedBy = error ? 'form-error' : undefined;
  return page(
    'Sign in',
    `<h1>Sign in</h1>
${options.notice ? `<p role="status">${escapeHtml(options.notice)}</p>` : ''}
${formError(error)}
<form method="post" action="/login" novalidate>
${hiddenFields(context.hidden)}
${field({ name: 'username', label: 'Username', autocomplete: 'username', value: options.username, autofocus: !options.username, alsoDescribedBy })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', autofocus: !!options.username, alsoDescribedBy })}
<button type="submit">Sign in</button>
</form>
${accountLinks(query)}`,
    context.lang,
  );
}

export function mfaPage(
  context: FormContext,
  options: { session: string; username: string; error?: string },
): string {
  return page(
    'Enter your authenticator code',
    `<h1>Enter your authenticator code</h1>
<p>Open your authenticator app and enter the 6-digit code it shows for Steadfast.</p>
<form method="post" action="/mfa" novalidate>
${hiddenFields({ ...context.hidden, session: options.session, username: options.username })}
${field({ name: 'code', label: codeLabel, autocomplete: 'one-time-code', inputmode: 'numeric', error: options.error, autofocus: true })}
<button type="submit">Verify</button>
</form>`,
    context.lang,
  );
}

export function mfaSetupPage(
  context: FormContext,
  options: { session: string; username: string; secret: string; qrDataUrl: string; error?: string },
): string {
  return page(
    'Set up your authenticator app',
    `<h1>Set up your authenticator app</h1>
<p>This account needs an authenticator app. Scan the QR code with it, or type the secret key into it, then enter the code it shows.</p>
<img class="qr" src="${escapeHtml(options.qrDataUrl)}" alt="QR code for your authenticator app" width="200" height="200">
<p>Secret key: <code class="secret" data-testid="totp-secret">${escapeHtml(options.secret)}</code></p>
<form method="post" action="/mfa/setup" novalidate>
${hiddenFields({ ...context.hidden, session: options.session, username: options.username, secret: options.secret })}
${field({ name: 'code', label: codeLabel, autocomplete: 'one-time-code', inputmode: 'numeric', error: options.error, autofocus: true })}
<button type="submit">Verify</button>
</form>`,
    context.lang,
  );
}

export function errorPage(message: string, lang = 'en'): string {
  return page(
    'Something went wrong',
    `<h1>Something went wrong</h1>
<p role="alert">${escapeHtml(message)}</p>`,
    lang,
  );
}
