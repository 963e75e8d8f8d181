/**
 * The values of a form's named inputs, read from the page when they are needed. Inputs are
 * uncontrolled, so whatever was typed or pasted before the page's script ran is what counts.
 * A name with no input in the form (a step not shown) keeps its fallback.
 */
export function readFormValues<Values extends Record<string, string>>(
  form: HTMLFormElement | null,
  fallback: Values,
): Values {
  const values: Record<string, string> = { ...fallback };
  for (const name of Object.keys(fallback)) {
    const input = form?.elements.namedItem(name);
    if (isValueElement(input)) values[name] = input.value;
  }
  return values as Values;
}

/** Sets inputs' values as typing would, so listeners of the `input` event (live checks) follow. */
export function writeFormValues(
  form: HTMLFormElement | null,
  changed: Partial<Record<string, string>>,
): void {
  for (const [name, value] of Object.entries(changed)) {
    const input = form?.elements.namedItem(name);
    if (value === undefined || !isValueElement(input) || input.value === value) continue;
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

function isValueElement(
  element: Element | RadioNodeList | null | undefined,
): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}
