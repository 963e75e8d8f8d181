import { useId, type Ref } from 'react';
import styles from './checkbox-field.module.css';

interface CheckboxFieldProps {
  name: string;
  label: string;
  /** What ticking it means, read with the label (aria-describedby). */
  hint: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A plain, uncontrolled checkbox for the signed-out pages (no MUI, complete in the server
 * HTML): the action reads `checked` when it runs, so a tick made before the script ran counts.
 */
export function CheckboxField({ name, label, hint, inputRef }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label}>
        <input
          ref={inputRef}
          className={styles.box}
          type="checkbox"
          name={name}
          aria-describedby={`${id}-hint`}
        />
        {label}
      </label>
      <p className={styles.hint} id={`${id}-hint`}>
        {hint}
      </p>
    </div>
  );
}
