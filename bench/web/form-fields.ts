/**
 * What counts as the page's form: the fields a person types into (text-like inputs inside a
 * `<form>`), the same selector for the server HTML, the page without JavaScript and typing.
 */
export const FORM_FIELD_SELECTOR =
  'form input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=checkbox]):not([type=radio]):not([type=reset]):not([type=image]):not([type=file])';
