// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readFormValues, writeFormValues } from './read-form-values';

function makeForm(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readFormValues', () => {
  it('reads what the inputs hold, typed before any script ran', () => {
    const form = makeForm('<input name="username"><input name="password" type="password">');
    (form.elements.namedItem('username') as HTMLInputElement).value = 'ada';
    (form.elements.namedItem('password') as HTMLInputElement).value = 'secret';
    expect(readFormValues(form, { username: '', password: '' })).toEqual({
      username: 'ada',
      password: 'secret',
    });
  });

  it('keeps the fallback for a name the form does not show, and ignores other inputs', () => {
    const form = makeForm('<input name="code" value="123456"><input name="extra" value="x">');
    expect(readFormValues(form, { email: 'old@example.com', code: '' })).toEqual({
      email: 'old@example.com',
      code: '123456',
    });
    expect(readFormValues(null, { email: 'a' })).toEqual({ email: 'a' });
  });
});

describe('writeFormValues', () => {
  it('sets the inputs and tells input listeners, as typing would', () => {
    const form = makeForm('<input name="password" value="wrong"><input name="username">');
    const seen: string[] = [];
    form.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).name));
    writeFormValues(form, { password: '', username: undefined, missing: 'x' });
    expect((form.elements.namedItem('password') as HTMLInputElement).value).toBe('');
    expect(seen).toEqual(['password']);
  });

  it('leaves an input that already holds the value alone', () => {
    const form = makeForm('<input name="code" value="">');
    let events = 0;
    form.addEventListener('input', () => events++);
    writeFormValues(form, { code: '' });
    expect(events).toBe(0);
  });
});
