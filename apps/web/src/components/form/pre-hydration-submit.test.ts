// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AWAITING_HYDRATION_ATTRIBUTE,
  PRE_HYDRATION_SUBMIT_SOURCE,
  SCRIPTS_RUN_ATTRIBUTE,
  takeHeldSubmit,
} from './pre-hydration-submit';

function submit(form: HTMLFormElement): boolean {
  // dispatchEvent returns false when a listener prevented the browser's own submission.
  return form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

function makeForm(awaiting: boolean): HTMLFormElement {
  const form = document.createElement('form');
  if (awaiting) form.setAttribute(AWAITING_HYDRATION_ATTRIBUTE, '');
  document.body.append(form);
  return form;
}

beforeAll(() => {
  // As the browser runs the inline script in <head>.
  new Function(PRE_HYDRATION_SUBMIT_SOURCE)();
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the pre-hydration submit guard', () => {
  it('marks the document as running scripts, so notes for browsers without them hide', () => {
    expect(document.documentElement.hasAttribute(SCRIPTS_RUN_ATTRIBUTE)).toBe(true);
  });

  it('holds back the browser submit of a form awaiting hydration and remembers it once', () => {
    const form = makeForm(true);
    expect(submit(form)).toBe(false);
    expect(submit(form)).toBe(false);
    expect(takeHeldSubmit(form)).toBe(true);
    expect(takeHeldSubmit(form)).toBe(false);
  });

  it('leaves a hydrated form (no marker) to its own handler', () => {
    const form = makeForm(false);
    expect(submit(form)).toBe(true);
    expect(takeHeldSubmit(form)).toBe(false);
  });

  it('remembers nothing for a form that was never submitted', () => {
    makeForm(true);
    expect(takeHeldSubmit(makeForm(true))).toBe(false);
  });
});
