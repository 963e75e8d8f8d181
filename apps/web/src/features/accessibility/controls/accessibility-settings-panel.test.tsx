// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccessibilityProvider } from '../accessibility-provider';
import { ACCESSIBILITY_STORAGE_KEY } from '../settings';
import { AccessibilitySettingsPanel } from './accessibility-settings-panel';

function renderPanel() {
  render(
    <AccessibilityProvider>
      <AccessibilitySettingsPanel />
    </AccessibilityProvider>,
  );
  return screen.getByRole('status');
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('AccessibilitySettingsPanel', () => {
  it('announces each change in a polite status region that exists before any change', () => {
    const status = renderPanel();
    expect(status).toHaveProperty('textContent', '');
    expect(status.getAttribute('aria-live')).toBe('polite');

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Larger text' })));
    expect(status.textContent).toBe('Text size 110 percent');
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe('110 percent');

    act(() => fireEvent.click(screen.getByRole('radio', { name: 'High contrast' })));
    expect(status.textContent).toBe('Theme: High contrast');
    expect(document.documentElement.dataset.theme).toBe('high-contrast');

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' })));
    expect(status.textContent).toMatch(/^Settings reset/);
    // Reset is an explicit choice: 100 % and the light theme are stored (docs/product.md §3).
    expect(JSON.parse(localStorage.getItem(ACCESSIBILITY_STORAGE_KEY) ?? 'null')).toEqual({
      fontSize: 100,
      themeVariant: 'default',
    });
  });

  it('says so when the size is already at a limit instead of changing it', () => {
    localStorage.setItem(ACCESSIBILITY_STORAGE_KEY, '{"fontSize":200}');
    const status = renderPanel();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Larger text' })));
    expect(status.textContent).toBe('Largest text size is 200 percent');
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('200');
  });

  it('names every theme card by its variant and describes it', () => {
    renderPanel();
    const names = screen
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('aria-labelledby'));
    expect(names.map((id) => document.getElementById(id ?? '')?.textContent)).toEqual([
      'Light',
      'Dark',
      'High contrast',
      'Senior-friendly',
      'Blue',
      'Warm',
    ]);
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveProperty('checked', true);
  });
});
