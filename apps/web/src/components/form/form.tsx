'use client';
import {
  useEffect,
  type CSSProperties,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useHydrated } from '../use-hydrated';
import { FormAlert } from './form-alert';
import styles from './form.module.css';
import { AWAITING_HYDRATION_ATTRIBUTE, takeHeldSubmit } from './pre-hydration-submit';
import type { FormNotice } from './use-form';

/**
 * A form laid out the one way forms look here: notices the page gives (why it was opened),
 * then the form's own notice (a failed submit, or a success to read), then the fields.
 *
 * Rendered by the server, it is usable before its script runs: `method="post"` keeps any field
 * out of a URL, the head script (`pre-hydration-submit.ts`) holds back a submit while the form
 * is marked as awaiting hydration, and the hydrated form acts on that submit.
 */
export function Form({
  form,
  label,
  notices,
  spacing = 2.5,
  children,
}: {
  form: {
    ref: RefObject<HTMLFormElement | null>;
    notice: FormNotice | null;
    noticeIsToasted: boolean;
    onSubmit(event: FormEvent): void;
  };
  /** The form's accessible name. */
  label: string;
  notices?: ReactNode;
  spacing?: number;
  children: ReactNode;
}) {
  const { notice, ref } = form;
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && ref.current && takeHeldSubmit(ref.current)) ref.current.requestSubmit();
  }, [hydrated, ref]);
  return (
    <form
      ref={ref}
      method="post"
      noValidate
      onSubmit={form.onSubmit}
      className={styles.form}
      style={{ '--form-spacing': spacing } as CSSProperties}
      aria-label={label}
      {...{ [AWAITING_HYDRATION_ATTRIBUTE]: hydrated ? undefined : '' }}
    >
      {/* Shown only where scripts never run: the head script marks the document (globals.css). */}
      <p className={`${styles.scriptNote} app-needs-script`}>
        This form needs JavaScript. Turn it on in your browser, then reload this page.
      </p>
      {notices}
      {notice ? (
        <FormAlert
          message={notice.message}
          severity={notice.severity}
          live={!(notice.severity === 'error' && form.noticeIsToasted)}
        />
      ) : null}
      {children}
    </form>
  );
}
