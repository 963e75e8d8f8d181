import { expect, type Page } from '@playwright/test';

/**
 * Every visible pointer target must be at least `minimumPx` square (docs/product.md §9: 44 px).
 * The target is what a pointer can hit: MUI draws native radio, checkbox and range inputs
 * transparent over or inside a larger control, so those are measured by their control (label,
 * thumb hit area, input frame). Links inside a sentence are exempt, as WCAG 2.5.5 allows.
 */
export async function expectTargetsAtLeast(page: Page, minimumPx: number, label: string) {
  const tooSmall = await page.evaluate((minimum) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=button]',
      '[role=link]',
      '[role=radio]',
      '[role=checkbox]',
      '[role=switch]',
      '[role=slider]',
      '[role=tab]',
      '[role=menuitem]',
      '[role=option]',
    ].join(',');

    function targetBox(element: Element): { width: number; height: number } {
      const rect = element.getBoundingClientRect();
      if (element.matches('input[type=range]')) {
        const thumb = element.closest('.MuiSlider-thumb');
        if (thumb) {
          const thumbRect = thumb.getBoundingClientRect();
          const hit = getComputedStyle(thumb, '::after');
          return {
            width: Math.max(thumbRect.width, parseFloat(hit.width) || 0),
            height: Math.max(thumbRect.height, parseFloat(hit.height) || 0),
          };
        }
      }
      const label = element.matches('input[type=radio], input[type=checkbox]')
        ? element.closest('label')
        : null;
      const frame = element.matches('input, textarea') ? element.closest('.app-field-frame') : null;
      const measured = (label ?? frame)?.getBoundingClientRect() ?? rect;
      return {
        width: Math.max(rect.width, measured.width),
        height: Math.max(rect.height, measured.height),
      };
    }

    function isInlineInSentence(element: Element): boolean {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const ownText = element.textContent?.trim() ?? '';
      const parentText = element.parentElement?.textContent?.trim() ?? '';
      return parentText.length > ownText.length;
    }

    const failures: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (element.closest('nextjs-portal, [aria-hidden="true"], [inert]')) continue;
      if ((element as HTMLButtonElement).disabled) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = targetBox(element);
      if (box.width === 0 && box.height === 0) continue;
      if (isInlineInSentence(element)) continue;
      if (box.width < minimum - 0.5 || box.height < minimum - 0.5) {
        const name =
          element.getAttribute('aria-label') ??
          element.textContent?.trim().slice(0, 40) ??
          element.tagName;
        failures.push(
          `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return failures;
  }, minimumPx);
  expect.soft(tooSmall, `targets under ${minimumPx} px: ${label}`).toEqual([]);
}
