import type { Metadata } from 'next';
import { AccessibilitySettingsPage } from '@/features/accessibility/settings-page/accessibility-settings-page';

export const metadata: Metadata = { title: 'Accessibility settings' };

/** Public on purpose: people may need larger text or more contrast before they can sign in. */
export default function Page() {
  return <AccessibilitySettingsPage />;
}
