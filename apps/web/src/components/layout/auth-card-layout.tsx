import type { ReactNode } from 'react';
import { AuthHeader } from './auth-header';
import styles from './layout.module.css';
import { PageFrame } from './page-frame';

/** The centered card every sign-in and recovery page sits in. */
export function AuthCardLayout({ children }: { children: ReactNode }) {
  return (
    <PageFrame header={<AuthHeader />}>
      <main id="main" className={styles.authMain}>
        <div className={styles.card}>{children}</div>
      </main>
    </PageFrame>
  );
}
