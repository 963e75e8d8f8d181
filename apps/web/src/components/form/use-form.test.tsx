// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastContext, type ToastApi } from '../toast/toast-context';
import { useForm, type FormOptions } from './use-form';

type Values = { username: string };

function renderForm(options: Partial<FormOptions<Values>>) {
  const toast: ToastApi = { show: vi.fn(), success: vi.fn(), error: vi.fn() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ToastContext.Provider value={toast}>{children}</ToastContext.Provider>
  );
  const { result } = renderHook(
    () =>
      useForm<Values>({
        initialValues: { username: 'ada' },
        failureMessage: 'Something failed.',
        run: async () => undefined,
        ...options,
      }),
    { wrapper },
  );
  return { result, toast };
}

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

async function submit(result: { current: { onSubmit(event: FormEvent): void } }) {
  await act(async () => result.current.onSubmit(submitEvent()));
}

afterEach(cleanup);

describe('useForm', () => {
  it('gives fields their starting values and reads the inputs at submit', async () => {
    const run = vi.fn(async () => undefined);
    const { result } = renderForm({ run });
    expect(result.current.field('username')).toEqual({
      name: 'username',
      defaultValue: 'ada',
      errorText: null,
    });
    const form = document.createElement('form');
    form.innerHTML = '<input name="username" value="typed-before-hydration">';
    result.current.ref.current = form;
    await submit(result);
    expect(run).toHaveBeenCalledWith({ username: 'typed-before-hydration' }, expect.anything());
  });

  it('changes an input through setValues (clearing a refused value)', async () => {
    const { result } = renderForm({
      run: async (_, controls) => controls.setValues({ username: '' }),
    });
    const form = document.createElement('form');
    form.innerHTML = '<input name="username" value="refused">';
    result.current.ref.current = form;
    await submit(result);
    expect((form.elements.namedItem('username') as HTMLInputElement).value).toBe('');
  });

  it('makes one call for two submits in the same tick (a double click)', async () => {
    let finish: () => void = () => undefined;
    const run = vi.fn(
      () => new Promise<undefined>((resolve) => (finish = () => resolve(undefined))),
    );
    const { result } = renderForm({ run });
    await act(async () => {
      result.current.onSubmit(submitEvent());
      result.current.onSubmit(submitEvent());
    });
    expect(run).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await submit(result);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('shows problems under their fields and makes no call', async () => {
    const run = vi.fn();
    const { result } = renderForm({ validate: () => ({ username: 'username is required' }), run });
    await submit(result);
    expect(result.current.field('username').errorText).toBe('username is required');
    expect(run).not.toHaveBeenCalled();
  });

  it('turns a failed call into the form notice, with the error message or the fallback', async () => {
    const { result, toast } = renderForm({
      run: () => Promise.reject(new Error('User already exists')),
    });
    await submit(result);
    expect(result.current.notice).toEqual({ severity: 'error', message: 'User already exists' });
    expect(result.current.pending).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();

    const { result: silent } = renderForm({ run: () => Promise.reject(new Error('')) });
    await submit(silent);
    expect(silent.current.notice?.message).toBe('Something failed.');
  });

  it('toasts failures too where the spec says so, and keeps the alert silent', async () => {
    const { result, toast } = renderForm({
      toastFailures: true,
      run: async (_, form) => form.fail('Login failed'),
    });
    await submit(result);
    expect(toast.error).toHaveBeenCalledWith('Login failed');
    expect(result.current.notice?.message).toBe('Login failed');
    expect(result.current.noticeIsToasted).toBe(true);
  });

  it('stays busy when the action leaves the page, and is free again otherwise', async () => {
    const { result: leaving } = renderForm({ run: async () => 'leaving' });
    await submit(leaving);
    expect(leaving.current.pending).toBe('submit');

    const { result: staying } = renderForm({
      run: async (_, form) => form.succeed('Your name has been saved.'),
    });
    await submit(staying);
    expect(staying.current.pending).toBeNull();
    expect(staying.current.notice).toEqual({
      severity: 'success',
      message: 'Your name has been saved.',
    });
  });

  it('runs a second action with its own checks under its own name', async () => {
    let release = () => undefined as void;
    const { result } = renderForm({});
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.perform({
        id: 'resend',
        failureMessage: 'Could not resend.',
        run: () => new Promise<void>((resolve) => (release = resolve)),
      });
    });
    expect(result.current.pending).toBe('resend');
    await act(async () => {
      release();
      await done;
    });
    expect(result.current.pending).toBeNull();
  });
});
