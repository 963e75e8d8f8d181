import type { ReactNode } from 'react';
import { AuthHeader } from './auth-header';
import styles from './layout.module.css';
import { PageFrame } from './page-frame';

/** Marks the end of the card in the HTML; nothing to see or read. */
const CARD_END_ID = 'card-end';

/** The centered card every sign-in and recovery page sits in. */
export function AuthCardLayout({ children }: { children: ReactNode }) {
  return (
    <PageFrame header={<AuthHeader />}>
      {/*
       * React puts this link in <head>. It holds the browser's first frame until the parser has
       * reached the end of the card, so that frame has the whole form, not the header alone.
       * The browser lets go once an element with that id is in the document (its start tag), so
       * the target is an empty element after the card's content (decision 029).
       */}
      <link rel="expect" href={`#${CARD_END_ID}`} blocking="render" />
      <main id="main" className={styles.authMain}>
        <div className={styles.card}>{children}</div>
        <span id={CARD_END_ID} hidden />
      </main>
    </PageFrame>
  );
}
