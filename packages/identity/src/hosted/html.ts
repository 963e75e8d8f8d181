/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * A whole hosted page: one stylesheet of its own (no inline styles, for the CSP). The pages are
 * written in English only, so the `lang` a client asks for names the page's language only when
 * it is an English one: a page must declare the language its text is in (WCAG 3.1.1).
 */
export function page(title: string, body: string, requestedLang = 'en'): string {
  const lang = /^en(-|$)/i.test(requestedLang) ? requestedLang : 'en';
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)} – Steadfast</title>
<link rel="stylesheet" href="/hosted.css">
</head>
<body>
<main>
<p class="brand">Steadfast</p>
${body}
</main>
</body>
</html>`;
}

export function hiddenFields(fields: Record<string, string | null | undefined>): string {
  return Object.entries(fields)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
}

export interface FieldOptions {
  name: string;
  label: string;
  type?: string;
  autocomplete?: string;
  value?: string;
  error?: string;
  hint?: string;
  inputmode?: string;
  autofocus?: boolean;
  /** A form-wide error about this field too (its id), e.g. a refused username and password. */
  alsoDescribedBy?: string;
  /** Fields are required unless this says otherwise. */
  required?: boolean;
}

/** A labelled field; its error and hint are tied to it with aria-describedby. */
export function field(options: FieldOptions): string {
  const id = `field-${options.name}`;
  const described = [
    options.hint ? `${id}-hint` : null,
    options.error ? `${id}-error` : null,
    options.alsoDescribedBy ?? null,
  ].filter(Boolean);
  const attributes = [
    `id="${id}"`,
    `name="${escapeHtml(options.name)}"`,
    `type="${options.type ?? 'text'}"`,
    options.autocomplete ? `autocomplete="${options.autocomplete}"` : '',
    options.inputmode ? `inputmode="${options.inputmode}"` : '',
    options.value ? `value="${escapeHtml(options.value)}"` : '',
    options.error || options.alsoDescribedBy ? 'aria-invalid="true"' : '',
    described.length > 0 ? `aria-describedby="${described.join(' ')}"` : '',
    options.autofocus ? 'autofocus' : '',
    options.required === false ? '' : 'required',
  ].filter(Boolean);
  return `<div class="field">
<label for="${id}">${escapeHtml(options.label)}</label>
${options.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(options.hint)}</p>` : ''}
${options.error ? `<p class="error" id="${id}-error">${escapeHtml(options.error)}</p>` : ''}
<input ${attributes.join(' ')}>
</div>`;
}

/** A form-wide problem, announced and linked from the fields it concerns. */
export function formError(message: string | undefined): string {
  return message ? `<p class="error" id="form-error" role="alert">${escapeHtml(message)}</p>` : '';
}
