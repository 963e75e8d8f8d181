import type { ReactNode } from 'react';
import styles from './page-heading.module.css';

/** The page's one h1 and the sentence under it that says what the step is for. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      {children ? <p className={styles.intro}>{children}</p> : null}
    </>
  );
}
