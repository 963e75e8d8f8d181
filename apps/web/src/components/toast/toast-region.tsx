'use client';
import Stack from '@mui/material/Stack';
import { Suspense } from 'react';
import { LazyAlert } from '../lazy-alert';
import type { Toast } from './toast-context';

const regionSx = {
  position: 'fixed',
  top: 16,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 1400,
  width: 'min(560px, calc(100vw - 32px))',
  pointerEvents: 'none',
} as const;

function ToastList({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  return toasts.map((toast) => (
    <LazyAlert
      key={toast.id}
      // The live region announces the text; the alert itself must not announce twice.
      role="none"
      severity={toast.severity}
      variant="filled"
      onClose={() => onDismiss(toast.id)}
      slotProps={{ closeButton: { title: 'Dismiss' } }}
      sx={{ pointerEvents: 'auto', boxShadow: 3 }}
    >
      {toast.message}
    </LazyAlert>
  ));
}

/** Errors go to an assertive region (`role="alert"`), the rest to a polite one (`role="status"`). */
export function ToastRegion({
  toasts,
  onDismiss,
}: {
  toasts: Toast[];
  onDismiss: (id: number) => void;
}) {
  const errors = toasts.filter((toast) => toast.severity === 'error');
  const others = toasts.filter((toast) => toast.severity !== 'error');
  return (
    <Stack sx={regionSx} spacing={1}>
      <Stack role="alert" spacing={1}>
        <Suspense fallback={null}>
          <ToastList toasts={errors} onDismiss={onDismiss} />
        </Suspense>
      </Stack>
      <Stack role="status" spacing={1}>
        <Suspense fallback={null}>
          <ToastList toasts={others} onDismiss={onDismiss} />
        </Suspense>
      </Stack>
    </Stack>
  );
}
