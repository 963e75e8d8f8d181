'use client';
import type {
  ChangeEventHandler,
  FocusEventHandler,
  InputHTMLAttributes,
  ReactNode,
  Ref,
} from 'react';
import { classNames } from '../class-names';
import styles from './field.module.css';

export interface FieldProps {
  name: string;
  label: string;
  autoComplete: string;
  id?: string;
  type?: string;
  defaultValue?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  errorText?: string | null;
  hint?: string;
  /** Ids of further text describing the field, read after the error or hint. */
  describedBy?: string;
  slotProps?: {
    input?: { endAdornment?: ReactNode };
    htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  };
}

/**
 * A labelled field whose error is announced with it: the hint or error is linked through
 * `aria-describedby` and `aria-invalid` is set when there is an error. The label stays above
 * the input (it never shrinks into the border). Plain elements styled from the theme's CSS
 * variables, so it works in the server's HTML before any script and costs no styling runtime.
 * The input is uncontrolled: `useForm` reads it at submit.
 */
export function TextField({
  name,
  label,
  id,
  required,
  disabled,
  errorText,
  hint,
  describedBy,
  slotProps,
  inputRef,
  ...inputProps
}: FieldProps) {
  const fieldId = id ?? `field-${name}`;
  const helperId = `${fieldId}-helper-text`;
  const helper = errorText ?? hint;
  const describedByIds = [helper ? helperId : null, describedBy].filter(Boolean).join(' ');
  const error = Boolean(errorText);
  return (
    <div className={classNames(styles.field, error && styles.error, disabled && styles.disabled)}>
      <label className={styles.label} htmlFor={fieldId} id={`${fieldId}-label`}>
        {label}
      </label>
      {/* `app-field-frame`: the accessibility tests measure the field's target by its frame. */}
      <div className={classNames(styles.frame, 'app-field-frame')}>
        <input
          {...inputProps}
          ref={inputRef}
          className={styles.input}
          id={fieldId}
          name={name}
          disabled={disabled}
          // Every field here is needed, so no asterisks: the attribute tells assistive technology.
          required={required}
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={error || undefined}
          aria-describedby={describedByIds || undefined}
          {...slotProps?.htmlInput}
        />
        {slotProps?.input?.endAdornment}
      </div>
      {helper ? (
        <p className={styles.helper} id={helperId}>
          {helper}
        </p>
      ) : null}
    </div>
  );
}
