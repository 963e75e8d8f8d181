/**
 * Minimum pointer target, as a CSS variable so the senior-friendly variant can raise it to 48 px
 * with one rule (see `src/app/globals.css`). Project rule: never below 44 px (docs/product.md §9).
 */
export const TARGET_SIZE_VAR = '--app-target-size';
export const TARGET_SIZE = `var(${TARGET_SIZE_VAR}, 44px)`;
export const MIN_TARGET_SIZE_PX = 44;
export const SENIOR_TARGET_SIZE_PX = 48;
