import type { PasswordPolicy, SchemaAttribute } from '../services/pool-settings.js';
import { escapeHtml, field, formError, hiddenFields, page } from './html.js';
import type { FormContext } from './sign-in-pages.js';

export type FieldErrors = Partial<Record<string, string>>;

/** The pool's password rules in words, shown beside the password field. */
export function describePasswordPolicy(policy: PasswordPolicy): string {
  const needs = [
    policy.RequireUppercase ? 'an upper-case letter' : null,
    policy.RequireLowercase ? 'a lower-case letter' : null,
    policy.RequireNumbers ? 'a number' : null,
    policy.RequireSymbols ? 'a symbol' : null,
  ].filter(Boolean);
  const rest = needs.length > 0 ? `, with ${needs.join(', ')}` : '';
  return `At least ${policy.MinimumLength} characters${rest}.`;
}

/** `firstName` → "First name": a custom attribute's label. */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function signUpPage(
  context: FormContext,
  options: {
    values: Record<string, string>;
    errors: FieldErrors;
    formError?: string;
    customAttributes: SchemaAttribute[];
    passwordRules: string;
  },
): string {
  const { values, errors } = options;
  const custom = options.customAttributes
    .map((attribute) =>
      field({
        name: `custom:${attribute.Name}`,
        label: labelOf(attribute.Name),
        value: values[`custom:${attribute.Name}`],
        error: errors[`custom:${attribute.Name}`],
        required: false,
      }),
    )
    .join('\n');
  return page(
    'Create an account',
    `<h1>Create an account</h1>
${formError(options.formError)}
<form method="post" action="/signup" novalidate>
${hiddenFields(context.hidden)}
${field({ name: 'username', label: 'Username', autocomplete: 'username', value: values.username, error: errors.username })}
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: values.email, error: errors.email })}
${custom}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: options.passwordRules, error: errors.password })}
<button type="submit">Sign up</button>
</form>`,
    context.lang,
  );
}

export function confirmSignUpPage(
  context: FormContext,
  options: { username: string; byLink: boolean; error?: string },
): string {
  if (options.byLink) {
    return page(
      'Check your email',
      `<h1>Check your email</h1>\n<p role="status">We sent a link to your email address. Open it to confirm your account, then sign in.</p>`,
      context.lang,
    );
  }
  return page(
    'Confirm your account',
    `<h1>Confirm your account</h1>
<p role="status">We sent a code to your email address.</p>
<form method="post" action="/confirm" novalidate>
${hiddenFields({ ...context.hidden, username: options.username })}
${field({ name: 'code', label: 'Confirmation code from your email', autocomplete: 'one-time-code', inputmode: 'numeric', error: options.error, autofocus: true })}
<button type="submit">Confirm account</button>
</form>`,
    context.lang,
  );
}

export function forgotPasswordPage(
  context: FormContext,
  options: { username?: string; error?: string },
) {
  return page(
    'Forgot your password?',
    `<h1>Forgot your password?</h1>
<p>Enter your username and we will email you a code to choose a new password.</p>
<form method="post" action="/forgotPassword" novalidate>
${hiddenFields(context.hidden)}
${field({ name: 'username', label: 'Username', autocomplete: 'username', value: options.username, error: options.error, autofocus: true })}
<button type="submit">Send code</button>
</form>`,
    context.lang,
  );
}

export function confirmForgotPasswordPage(
  context: FormContext,
  options: { username: string; passwordRules: string; errors: FieldErrors },
) {
  return page(
    'Choose a new password',
    `<h1>Choose a new password</h1>
<p role="status">If the account exists, we sent a code to its email address.</p>
<form method="post" action="/confirmForgotPassword" novalidate>
${hiddenFields({ ...context.hidden, username: options.username })}
${field({ name: 'code', label: 'Code from your email', autocomplete: 'one-time-code', inputmode: 'numeric', error: options.errors.code, autofocus: true })}
${field({ name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', hint: options.passwordRules, error: options.errors.password })}
<button type="submit">Change password</button>
</form>`,
    context.lang,
  );
}

/** Links from the sign-in page to sign-up and forgot-password, keeping the authorize query. */
export function accountLinks(query: string): string {
  const suffix = escapeHtml(query);
  return `<p><a href="/signup?${suffix}">Create an account</a></p>
<p><a href="/forgotPassword?${suffix}">Forgot your password?</a></p>`;
}
