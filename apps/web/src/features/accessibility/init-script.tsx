import { INIT_SCRIPT_SOURCE } from './init-script-source';

/**
 * Render inside `<head>` of the root layout, before any stylesheet that depends on the theme.
 * `nonce` is the per-request CSP nonce.
 */
export function AccessibilityInitScript({ nonce }: { nonce?: string }) {
  return (
    <script
      id="accessibility-init"
      nonce={nonce}
      // The script must run synchronously before first paint, so it cannot be a module import.
      dangerouslySetInnerHTML={{ __html: INIT_SCRIPT_SOURCE }}
    />
  );
}
