import NextLink from 'next/link';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';
import styles from './button.module.css';

export interface ButtonLook {
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'medium' | 'large';
  fullWidth?: boolean;
}

/** The classes of a button with this look; `app-button` gives it the minimum target size. */
function buttonClass({ variant = 'text', size = 'medium', fullWidth = false }: ButtonLook) {
  return classNames(
    'app-button',
    styles.button,
    styles[variant],
    size === 'large' && styles.large,
    fullWidth && styles.fullWidth,
  );
}

type ButtonProps = ButtonLook & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>;

/**
 * A button drawn with plain CSS from the theme's variables (the look of MUI's Button), usable
 * in the server's HTML of every page without a styling runtime.
 */
export function Button({ variant, size, fullWidth, type = 'button', ...rest }: ButtonProps) {
  return <button {...rest} type={type} className={buttonClass({ variant, size, fullWidth })} />;
}

/** A link to a page of this site that looks like a button. */
export function ButtonLink({
  href,
  children,
  ...look
}: ButtonLook & { href: string; children: ReactNode }) {
  return (
    <NextLink href={href} className={buttonClass(look)}>
      {children}
    </NextLink>
  );
}

/** A round button holding one icon; `label` is its accessible name. */
export function IconButton({
  label,
  inheritColor = false,
  className,
  ...rest
}: { label: string; inheritColor?: boolean } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'type'
>) {
  return (
    <button
      {...rest}
      type="button"
      aria-label={label}
      className={classNames(
        'app-button',
        styles.iconButton,
        inheritColor && styles.inheritColor,
        className,
      )}
    />
  );
}
