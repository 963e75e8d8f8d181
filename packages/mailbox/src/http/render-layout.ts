import { escapeHtml } from './escape-html.js';

// Colours meet WCAG AA (most AAA) on white; sizes are in rem so 200% zoom reflows
// instead of clipping; every link and button is at least 44px tall.
const STYLES = `
:root { font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; line-height: 1.5; }
body { margin: 0; background: #ffffff; color: #1a1a1a; }
.page { max-width: 60rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.75rem; margin: 0.5rem 0 1rem; overflow-wrap: anywhere; }
h2 { font-size: 1.25rem; margin: 1.5rem 0 0.5rem; }
a { color: #0b4fa8; }
a:focus-visible, button:focus-visible { outline: 3px solid #b34700; outline-offset: 2px; }
.toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem;
  margin-block-end: 1rem; }
.nav-link { display: inline-flex; align-items: center; min-height: 44px; }
button { min-height: 44px; min-width: 44px; padding: 0.5rem 1rem; font: inherit;
  color: #ffffff; background: #8a1c1c; border: 0; border-radius: 0.25rem; cursor: pointer; }
.messages { list-style: none; margin: 0; padding: 0; }
.messages a { display: block; min-height: 44px; box-sizing: border-box; padding: 0.75rem;
  margin-block-end: 0.5rem; border: 1px solid #6b6b6b; border-radius: 0.25rem;
  color: #1a1a1a; text-decoration: none; }
.messages a:hover .subject, .messages a:focus-visible .subject { text-decoration: underline; }
.subject { display: block; font-weight: 600; color: #0b4fa8; overflow-wrap: anywhere; }
.meta { display: block; color: #454545; overflow-wrap: anywhere; }
.headers div { display: flex; flex-wrap: wrap; gap: 0 0.5rem; }
.headers dt { font-weight: 600; }
.headers dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f3f3f3; padding: 1rem;
  border-radius: 0.25rem; font-size: 1rem; }
iframe { width: 100%; min-height: 30rem; border: 1px solid #6b6b6b; background: #ffffff; }
`;

export function renderLayout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<main class="page">
${body}
</main>
</body>
</html>
`;
}
