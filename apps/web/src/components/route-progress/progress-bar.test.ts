// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

const bar = () => document.getElementById('nprogress');

/** A new page: this module not yet loaded, and nprogress (shared by the tests) reset. */
async function freshProgressBar() {
  const { default: NProgress } = await import('nprogress');
  NProgress.remove();
  NProgress.status = null;
  vi.resetModules();
  return import('./progress-bar');
}

describe('progress bar loaded on demand', () => {
  it('shows the bar once its code arrives when a navigation is still under way', async () => {
    const { startProgressBar } = await freshProgressBar();
    startProgressBar();
    await vi.waitFor(() => expect(bar()).not.toBeNull());
  });

  it('stays hidden when the navigation finished before the code arrived', async () => {
    const { finishProgressBar, preloadProgressBar, startProgressBar } = await freshProgressBar();
    startProgressBar();
    finishProgressBar();
    await preloadProgressBar();
    expect(bar()).toBeNull();
  });
});
