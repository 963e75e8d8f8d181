const ENGAGEMENT_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

/** Asks to run `callback` when the browser is idle (soon after, where it cannot say). */
function requestIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `task` once: when the browser is next idle, or as soon as the person starts using the
 * page, whichever comes first. Returns a function that cancels it.
 */
export function whenIdleOrEngaged(task: () => void): () => void {
  let settled = false;
  const cancelIdle = requestIdle(run);
  for (const type of ENGAGEMENT_EVENTS) document.addEventListener(type, run, { capture: true });

  function cancel() {
    settled = true;
    cancelIdle();
    for (const type of ENGAGEMENT_EVENTS)
      document.removeEventListener(type, run, { capture: true });
  }
  function run() {
    if (settled) return;
    cancel();
    task();
  }
  return cancel;
}
