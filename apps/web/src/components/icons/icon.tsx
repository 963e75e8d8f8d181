import styles from './icon.module.css';

/**
 * A 24-unit Material icon drawn inline: decoration only (hidden from assistive technology; the
 * control around it carries the name). Sized by the surrounding font, like MUI's SvgIcon.
 */
export function Icon({
  path,
  size = 'medium',
}: {
  path: string;
  /** 24 px, 20 px, or the surrounding font size. */
  size?: 'small' | 'medium' | 'inherit';
}) {
  return (
    <svg className={styles[size]} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
