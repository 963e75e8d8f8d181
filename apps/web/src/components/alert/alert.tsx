import type { AriaRole, ReactNode, Ref } from 'react';
import { IconButton } from '../button/button';
import { classNames } from '../class-names';
import { Icon } from '../icons/icon';
import { ICON_PATHS } from '../icons/paths';
import styles from './alert.module.css';

export type AlertSeverity = 'error' | 'info' | 'success' | 'warning';

/**
 * A message box with its severity's icon and colours (the theme's Alert tokens, the contrast of
 * MUI's Alert). Plain CSS, so form messages and toasts need no styling runtime.
 */
export function Alert({
  severity,
  variant = 'standard',
  role,
  ref,
  tabIndex,
  onClose,
  className,
  children,
}: {
  severity: AlertSeverity;
  variant?: 'standard' | 'filled';
  role: AriaRole;
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
  /** Shows a close button ("Dismiss"). */
  onClose?: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      ref={ref}
      role={role}
      tabIndex={tabIndex}
      className={classNames(styles.alert, styles[variant], styles[severity], className)}
    >
      <div className={styles.icon}>
        <Icon path={ICON_PATHS[severity]} size="inherit" />
      </div>
      <div className={styles.message}>{children}</div>
      {onClose ? (
        <div className={styles.action}>
          <IconButton
            label="Close"
            title="Dismiss"
            inheritColor
            className={styles.close}
            onClick={onClose}
          >
            <Icon path={ICON_PATHS.close} size="small" />
          </IconButton>
        </div>
      ) : null}
    </div>
  );
}
