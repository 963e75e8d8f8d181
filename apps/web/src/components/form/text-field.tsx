'use client';
import MuiTextField, { type TextFieldProps } from '@mui/material/TextField';

export type FieldProps = Omit<TextFieldProps, 'error' | 'helperText' | 'variant'> & {
  name: string;
  label: string;
  autoComplete: string;
  errorText?: string | null;
  hint?: string;
  /** Ids of further text describing the field, read after the error or hint. */
  describedBy?: string;
};

/**
 * A labelled field whose error is announced with it: MUI links the helper text through
 * `aria-describedby` and sets `aria-invalid` when there is an error.
 */
export function TextField({
  required,
  errorText,
  hint,
  id,
  name,
  slotProps,
  describedBy,
  ...rest
}: FieldProps) {
  const fieldId = id ?? `field-${name}`;
  const describedByIds = [errorText || hint ? `${fieldId}-helper-text` : null, describedBy]
    .filter(Boolean)
    .join(' ');
  return (
    <MuiTextField
      {...rest}
      id={fieldId}
      name={name}
      variant="outlined"
      fullWidth
      error={Boolean(errorText)}
      helperText={errorText ?? hint}
      slotProps={{
        ...slotProps,
        htmlInput: {
          // Every field here is needed, so no asterisks: the attribute tells assistive technology.
          required,
          spellCheck: false,
          autoCapitalize: 'none',
          ...(describedByIds ? { 'aria-describedby': describedByIds } : {}),
          ...slotProps?.htmlInput,
        },
      }}
    />
  );
}
