import type { NProgressOptions } from 'nprogress';

/** docs/product.md §2 "Progress bar": minimum 0.08, speed 200 ms, trickle 0.02 every 800 ms. */
export const PROGRESS_SETTINGS = {
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  // nprogress 0.2 reads trickleRate; its type definitions predate the option.
  trickleRate: 0.02,
  showSpinner: false,
  // The default template carries role="bar", which is not an ARIA role; the bar is decoration.
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
  easing: 'ease',
} as Partial<NProgressOptions>;

/** A click on this link starts a client-side navigation to another page of this site. */
export function isInternalNavigation(
  anchor: HTMLAnchorElement,
  event: MouseEvent,
  here: Location,
): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin) return false;
  return url.pathname !== here.pathname || url.search !== here.search;
}
