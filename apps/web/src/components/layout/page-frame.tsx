import type { ReactNode } from 'react';
import styles from './layout.module.css';

/** Every page's frame: full height, the theme's background, a header above the page's `main`. */
export function PageFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.frame}>
      {header}
      {children}
    </div>
  );
}
