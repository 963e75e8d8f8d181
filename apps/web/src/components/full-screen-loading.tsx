import styles from './full-screen-loading.module.css';

/**
 * Shown until the session is known, so no page renders for the wrong person
 * (docs/product.md §1).
 */
export function FullScreenLoading() {
  return (
    <div role="status" aria-live="polite" className={styles.screen}>
      <svg className={styles.spinner} viewBox="22 22 44 44" aria-hidden="true">
        <circle className={styles.circle} cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
      <p className={styles.text}>Loading your session…</p>
    </div>
  );
}
