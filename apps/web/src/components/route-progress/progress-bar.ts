import type NProgressModule from 'nprogress';
import { PROGRESS_SETTINGS } from './progress-settings';

type NProgress = typeof NProgressModule;

let bar: NProgress | null = null;
let loading: Promise<void> | null = null;
let navigating = false;

/**
 * The bar's code arrives after the page is usable (it is only needed once someone navigates).
 * A navigation that starts before it has arrived shows the bar as soon as it does, unless the
 * navigation has finished by then.
 */
function loadBar(): Promise<void> {
  loading ??= import('nprogress')
    .then(({ default: loaded }) => {
      loaded.configure(PROGRESS_SETTINGS);
      bar = loaded;
      if (navigating) loaded.start();
    })
    .catch(() => {
      // The bar is decoration; the next navigation tries again.
      loading = null;
    });
  return loading;
}

/** Resolves when the bar's code has arrived (or failed to; the bar is decoration). */
export function preloadProgressBar(): Promise<void> {
  return loadBar();
}

export function startProgressBar(): void {
  navigating = true;
  if (!bar) return void loadBar();
  try {
    bar.start();
  } catch {
    // The bar is decoration; it must never stop a navigation.
  }
}

export function finishProgressBar(): void {
  navigating = false;
  bar?.done();
}
