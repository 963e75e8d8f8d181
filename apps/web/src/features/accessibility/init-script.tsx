import { initScriptSource } from './init-script-source';

/**
 * Render inside `<head>` of the root layout, before any stylesheet that depends on the theme.
 * `nonce` is the per-request CSP nonce; `themeSheetHref` is `/theme.css` with its version.
 */
export function AccessibilityInitScript({
  nonce,
  themeSheetHref,
}: {
  nonce?: string;
  themeSheetHref: string;
}) {
  return (
    <script
      id="accessibility-init"
      nonce={nonce}
      // The script must run synchronously before first paint, so it cannot be a module import.
      dangerouslySetInnerHTML={{ __html: initScriptSource(themeSheetHref) }}
    />
  );
}
