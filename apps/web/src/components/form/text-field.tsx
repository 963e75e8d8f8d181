'use client';
import type { SxProps, Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import type {
  ChangeEventHandler,
  FocusEventHandler,
  InputHTMLAttributes,
  ReactNode,
  Ref,
} from 'react';
import { FieldFrame, FieldHelper, FieldInput, FieldLabel } from './field-parts';

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
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
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
 * A labelled field whose error is announced with it: the hint or error is linked through
 * `aria-describedby` and `aria-invalid` is set when there is an error. The label stays above
 * the input (it never shrinks into the border), and the parts are plain elements styled from
 * the theme, which keeps MUI's input machinery out of every form page's first load.
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
  inputRef,
  ...inputProps
}: FieldProps) {
  const fieldId = id ?? `field-${name}`;
  const helperId = `${fieldId}-helper-text`;
  const helper = errorText ?? hint;
  const describedByIds = [helper ? helperId : null, describedBy].filter(Boolean).join(' ');
  const error = Boolean(errorText);
  const state = { error, disabled: Boolean(disabled) };
  return (
    <Box sx={[{ display: 'flex', flexDirection: 'column', gap: 0.75 }, ...toArray(sx)]}>
      <FieldLabel htmlFor={fieldId} id={`${fieldId}-label`} {...state}>
        {label}
      </FieldLabel>
      <FieldFrame className="app-field-frame" {...state}>
        <FieldInput
          {...inputProps}
          ref={inputRef}
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
      </FieldFrame>
      {helper ? (
        <FieldHelper id={helperId} error={error}>
          {helper}
        </FieldHelper>
      ) : null}
    </Box>
  );
}

function toArray(sx: SxProps<Theme> | undefined) {
  if (sx === undefined) return [];
  return Array.isArray(sx) ? sx : [sx];
}
