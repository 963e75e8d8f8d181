'use client';
import { AccessibilityQuickControl } from '@/features/accessibility/accessibility-quick-control';
import { usePublicConfig } from '../public-config-context';
import { Logo } from '../logo';
import styles from './layout.module.css';

/** Auth pages keep the logo and the accessibility control in the same place as app pages. */
export function AuthHeader() {
  const { appName } = usePublicConfig();
  return (
    <header className={styles.authHeader}>
      <Logo appName={appName} />
      {/* Stays at the right edge when it wraps under the logo. */}
      <div className={styles.headerEnd}>
        <AccessibilityQuickControl />
      </div>
    </header>
  );
}
