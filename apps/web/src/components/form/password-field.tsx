'use client';
import { useState } from 'react';
import { IconButton } from '../button/button';
import { Icon } from '../icons/icon';
import { ICON_PATHS } from '../icons/paths';
import styles from './form.module.css';
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
              className={styles.passwordToggle}
              label={`Show ${label.toLowerCase()}`}
              aria-pressed={visible}
              onClick={() => setVisible((shown) => !shown)}
            >
              <Icon path={visible ? ICON_PATHS.visibilityOff : ICON_PATHS.visibility} />
            </IconButton>
          ),
        },
      }}
    />
  );
}
