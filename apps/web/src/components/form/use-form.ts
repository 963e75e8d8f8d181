'use client';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/features/auth/flow/auth-errors';
import { readFormValues, writeFormValues } from './read-form-values';

/** A problem per field, shown under that field; null or absent means none. */
export type FieldErrors<Values> = Partial<Record<keyof Values, string | null>>;

/** The one message a form shows above its fields: a failed submit, or an outcome to read there. */
export interface FormNotice {
  severity: 'error' | 'success';
  message: string;
}

/** 'leaving' when the action navigates away: the button stays busy until the next page shows. */
export type ActionOutcome = 'stay' | 'leaving';

export interface FormControls<Values> {
  setValues(values: Partial<Values>): void;
  setFieldError(name: keyof Values, message: string): void;
  /** A success the person reads on the form itself. */
  succeed(message: string): void;
  fail(message: string): void;
}

export interface FormAction<Values> {
  /** Tells the busy button which action runs (a form may have more than its submit). */
  id?: string;
  /** Runs before the call; any problem stops it. */
  validate?: (values: Values) => FieldErrors<Values>;
  /** The call. A thrown error becomes the form's alert, with its own message when it has one. */
  run: (values: Values, form: FormControls<Values>) => Promise<ActionOutcome | void>;
  failureMessage: string;
}

export interface FormOptions<Values> extends FormAction<Values> {
  initialValues: Values;
  /**
   * docs/product.md §2 "Forms" and §8 "Login failure" make some failures (sign-in) a toast too;
   * the form's alert then shows them without announcing them again.
   */
  toastFailures?: boolean;
}

/**
 * The state every form here has: problems under fields, one notice above them and the running
 * action. The values are the inputs' own (uncontrolled, read at submit), so what was typed
 * before the page's script ran is kept. Field problems come from `validate` (or
 * `setFieldError`, for a code the service refused); a failed call is the notice, focused so
 * nobody misses it.
 */
export function useForm<Values extends Record<string, string>>(options: FormOptions<Values>) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  // State updates land on the next render; two clicks in one tick both see the old state.
  const running = useRef(false);
  // Stable, so an effect can keep the fields in step with outside state (a URL) without looping.
  const setValues = useCallback(
    (changed: Partial<Values>) => writeFormValues(formRef.current, changed),
    [],
  );

  const controls: FormControls<Values> = {
    setValues,
    setFieldError: (name, message) => setErrors((current) => ({ ...current, [name]: message })),
    succeed: (message) => setNotice({ severity: 'success', message }),
    fail(message) {
      setNotice({ severity: 'error', message });
      if (options.toastFailures) toast.error(message);
    },
  };

  async function perform(action: FormAction<Values>): Promise<void> {
    if (running.current) return;
    const values = readFormValues(formRef.current, options.initialValues);
    const found = action.validate?.(values) ?? {};
    setErrors(found);
    setNotice(null);
    if (Object.values(found).some(Boolean)) return;
    const id = action.id ?? 'submit';
    running.current = true;
    setPending(id);
    let outcome: ActionOutcome | void = 'stay';
    try {
      outcome = await action.run(values, controls);
    } catch (error) {
      controls.fail(errorMessage(error, action.failureMessage));
      outcome = 'stay';
    }
    if (outcome !== 'leaving') {
      running.current = false;
      setPending(null);
    }
  }

  return {
    /** For the `<form>` element: the values are read from its inputs. */
    ref: formRef,
    notice,
    /** Which action is running ('submit' for the form's own), or null. */
    pending,
    noticeIsToasted: options.toastFailures === true,
    controls,
    perform,
    /** The props a field needs: its name, starting value and problem. */
    field<Name extends keyof Values & string>(name: Name) {
      return {
        name,
        defaultValue: options.initialValues[name],
        errorText: errors[name] ?? null,
      };
    },
    onSubmit(event: FormEvent) {
      event.preventDefault();
      void perform(options);
    },
  };
}
