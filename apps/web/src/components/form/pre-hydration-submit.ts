/**
 * A form rendered by the server works before its script has run. Its submit must neither be
 * sent by the browser (a password in a URL or a request body) nor be lost, so a tiny script in
 * `<head>` holds it back and the form acts on it once hydrated.
 */

/** On a form whose React handlers are not attached yet; the form removes it when hydrated. */
export const AWAITING_HYDRATION_ATTRIBUTE = 'data-awaiting-hydration';

/** Where the head script keeps the forms whose submit it held back. */
const PENDING_KEY = '__steadfastPendingSubmits';

/** Set on `<html>` by the head script: notes for browsers without scripts hide (`globals.css`). */
export const SCRIPTS_RUN_ATTRIBUTE = 'data-scripts';

/**
 * Plain ES5 in a string, run before the body is parsed (like the accessibility init script).
 * The capture-phase listener on the document runs before any submit reaches the form's own.
 */
export const PRE_HYDRATION_SUBMIT_SOURCE = `(function(a,k,r){var p=window[k]=[];
document.documentElement.setAttribute(r,'');
document.addEventListener('submit',function(e){var f=e.target;
if(!f||!f.hasAttribute||!f.hasAttribute(a))return;
e.preventDefault();if(p.indexOf(f)<0)p.push(f);},true);
})(${JSON.stringify(AWAITING_HYDRATION_ATTRIBUTE)},${JSON.stringify(PENDING_KEY)},${JSON.stringify(SCRIPTS_RUN_ATTRIBUTE)});`;

/** Whether a submit of this form was held back before hydration; forgets it once asked. */
export function takeHeldSubmit(form: HTMLFormElement): boolean {
  const pending = (window as unknown as Record<string, unknown>)[PENDING_KEY];
  if (!Array.isArray(pending)) return false;
  const index = pending.indexOf(form);
  if (index < 0) return false;
  pending.splice(index, 1);
  return true;
}
