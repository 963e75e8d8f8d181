import type { ReactNode } from 'react';
import { Button } from '../button/button';
import styles from './form.module.css';

/**
 * The main action of every form; it says what it is doing while busy instead of going silent.
 * Full width on the auth cards; `inline` in the profile's sections, beside other content.
 */
export function SubmitButton({
  busy,
  busyLabel,
  inline = false,
  variant = 'contained',
  children,
}: {
  busy: boolean;
  busyLabel: string;
  inline?: boolean;
  variant?: 'contained' | 'outlined';
  children: ReactNode;
}) {
  const button = (
    <Button
      type="submit"
      variant={variant}
      size={inline ? 'medium' : 'large'}
      fullWidth={!inline}
      disabled={busy}
    >
      {busy ? busyLabel : children}
    </Button>
  );
  // In a column of fields, an inline button keeps its own width at the start of the row.
  return inline ? <div className={styles.inlineAction}>{button}</div> : button;
}
