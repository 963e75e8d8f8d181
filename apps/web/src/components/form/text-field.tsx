'use client';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import type { InputHTMLAttributes, ReactNode } from 'react';

export interface FieldProps {
  name: string;
  label: string;
  autoComplete: string;
  id?: string;
  type?: string;
  value?: string;
  defaultValue?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  onChange?: OutlinedInputProps['onChange'];
  onBlur?: OutlinedInputProps['onBlur'];
  sx?: SxProps<Theme>;
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
 * A labelled outlined field whose error is announced with it: the helper text is linked through
 * `aria-describedby` and `aria-invalid` is set when there is an error. Built from the parts of
 * MUI's TextField rather than TextField itself, which also bundles Select, Menu and Popover.
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
  sx,
  ...inputProps
}: FieldProps) {
  const fieldId = id ?? `field-${name}`;
  const helperId = `${fieldId}-helper-text`;
  const helper = errorText ?? hint;
  const describedByIds = [helper ? helperId : null, describedBy].filter(Boolean).join(' ');
  const error = Boolean(errorText);
  return (
    <FormControl variant="outlined" fullWidth error={error} disabled={disabled} sx={sx}>
      <InputLabel htmlFor={fieldId} id={`${fieldId}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...inputProps}
        id={fieldId}
        name={name}
        label={label}
        endAdornment={slotProps?.input?.endAdornment}
        inputProps={{
          // Every field here is needed, so no asterisks: the attribute tells assistive technology.
          required,
          spellCheck: false,
          autoCapitalize: 'none',
          ...(describedByIds ? { 'aria-describedby': describedByIds } : {}),
          ...slotProps?.htmlInput,
        }}
      />
      {helper ? <FormHelperText id={helperId}>{helper}</FormHelperText> : null}
    </FormControl>
  );
}
