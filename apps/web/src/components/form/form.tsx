'use client';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from './form-alert';
import type { FormNotice } from './use-form';

/**
 * A form laid out the one way forms look here: notices the page gives (why it was opened),
 * then the form's own notice (a failed submit, or a success to read), then the fields.
 */
export function Form({
  form,
  label,
  notices,
  spacing = 2.5,
  children,
}: {
  form: { notice: FormNotice | null; noticeIsToasted: boolean; onSubmit(event: FormEvent): void };
  /** The form's accessible name. */
  label: string;
  notices?: ReactNode;
  spacing?: number;
  children: ReactNode;
}) {
  const { notice } = form;
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={form.onSubmit}
      spacing={spacing}
      aria-label={label}
    >
      {notices}
      {notice ? (
        <FormAlert
          message={notice.message}
          severity={notice.severity}
          live={!(notice.severity === 'error' && form.noticeIsToasted)}
        />
      ) : null}
      {children}
    </Stack>
  );
}
