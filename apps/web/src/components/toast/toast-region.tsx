'use client';
import { Alert } from '../alert/alert';
import type { Toast } from './toast-context';
import styles from './toast-region.module.css';

function ToastList({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  return toasts.map((toast) => (
    <Alert
      key={toast.id}
      // The live region announces the text; the alert itself must not announce twice.
      role="none"
      severity={toast.severity}
      variant="filled"
      onClose={() => onDismiss(toast.id)}
      className={styles.toast}
    >
      {toast.message}
    </Alert>
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
    <div className={styles.region}>
      <div role="alert" className={styles.list}>
        <ToastList toasts={errors} onDismiss={onDismiss} />
      </div>
      <div role="status" className={styles.list}>
        <ToastList toasts={others} onDismiss={onDismiss} />
      </div>
    </div>
  );
}
