import NextLink from 'next/link';
import styles from './auth-links.module.css';

/** Secondary routes between the auth pages, each a full 44px target. */
export function AuthLinks({ links }: { links: { href: string; label: string }[] }) {
  return (
    <nav aria-label="Other options" className={styles.links}>
      {links.map((link) => (
        <NextLink key={link.href} href={link.href} className={styles.link}>
          {link.label}
        </NextLink>
      ))}
    </nav>
  );
}
