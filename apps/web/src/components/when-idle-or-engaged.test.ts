// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdleOrEngaged } from './when-idle-or-engaged';

describe('whenIdleOrEngaged', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the task once, on the first focus, before the browser is idle', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdleOrEngaged(task);
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task once the browser is idle when nobody uses the page', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdleOrEngaged(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdleOrEngaged(task)();
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
