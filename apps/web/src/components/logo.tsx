import Link from 'next/link';
import styles from './logo.module.css';

/** The gradient word mark; the gradient is decoration, the text stays real text. */
export function Logo({ appName }: { appName: string }) {
  return (
    <Link href="/" className={styles.logo}>
      <span aria-hidden="true" className={styles.mark} />
      <span>{appName}</span>
    </Link>
  );
}
