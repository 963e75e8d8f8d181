'use client';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { TextField, type FieldProps } from './text-field';

type PasswordFieldProps = Omit<FieldProps, 'type' | 'autoComplete'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a show/hide button; the field is a password again after submit. */
export function PasswordField({ label, ...rest }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      label={label}
      type={visible ? 'text' : 'password'}
      onBlur={(event) => {
        if (!event.relatedTarget?.closest('[data-password-toggle]')) setVisible(false);
        rest.onBlur?.(event);
      }}
      slotProps={{
        input: {
          endAdornment: (
            <IconButton
              data-password-toggle
              aria-label={`Show ${label.toLowerCase()}`}
              aria-pressed={visible}
              onClick={() => setVisible((shown) => !shown)}
              sx={{ width: 44, height: 44, mr: 0.25 }}
            >
              {visible ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          ),
        },
      }}
    />
  );
}
