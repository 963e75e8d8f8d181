'use client';

import { lazy, Suspense, useId, useState } from 'react';
import { IconButton } from '@/components/button/button';
import { Icon } from '@/components/icons/icon';
import { ICON_PATHS } from '@/components/icons/paths';

export { ACCESSIBILITY_SETTINGS_PATH } from './settings-path';

const AccessibilityQuickPanel = lazy(() => import('./accessibility-quick-panel'));

/** Loads the dialog's code ahead of the click when the pointer or focus reaches the button. */
function preloadPanel(): void {
  void import('./accessibility-quick-panel').catch(() => {
    // A failed preload is retried by the click itself.
  });
}

/**
 * Header button that opens the same controls as the settings page. Only the button is in the
 * first load; the dialog's code follows the first hover, focus or click.
 */
export function AccessibilityQuickControl() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const open = anchor !== null;
  const panelId = useId();

  return (
    <>
      <IconButton
        label="Accessibility settings"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        inheritColor
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        <Icon path={ICON_PATHS.accessibility} />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <AccessibilityQuickPanel
            anchor={anchor}
            panelId={panelId}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
