// @vitest-environment jsdom
import NProgress from 'nprogress';
import { describe, expect, it } from 'vitest';
import { isInternalNavigation, PROGRESS_SETTINGS } from './progress-settings';

function click(init: MouseEventInit = {}) {
  return new MouseEvent('click', { button: 0, ...init });
}

function anchor(href: string, attributes: Record<string, string> = {}) {
  const element = document.createElement('a');
  element.href = href;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('route progress', () => {
  it('uses the timings of the spec and no invalid ARIA role', () => {
    expect(PROGRESS_SETTINGS).toMatchObject({
      minimum: 0.08,
      speed: 200,
      trickleSpeed: 800,
      trickleRate: 0.02,
    });
    expect(PROGRESS_SETTINGS.template).not.toMatch(/role=/);
  });

  it('renders and finishes the bar with these settings', () => {
    NProgress.configure(PROGRESS_SETTINGS);
    expect(() => NProgress.start()).not.toThrow();
    expect(document.querySelector('#nprogress .bar')?.getAttribute('aria-hidden')).toBe('true');
    expect(() => NProgress.done(true)).not.toThrow();
  });

  it('starts only for plain clicks on links to another page of this site', () => {
    const here = new URL('http://localhost/login') as unknown as Location;
    expect(isInternalNavigation(anchor('http://localhost/signup'), click(), here)).toBe(true);
    expect(isInternalNavigation(anchor('http://localhost/login'), click(), here)).toBe(false);
    expect(isInternalNavigation(anchor('https://example.org/'), click(), here)).toBe(false);
    expect(
      isInternalNavigation(anchor('http://localhost/signup'), click({ ctrlKey: true }), here),
    ).toBe(false);
    expect(
      isInternalNavigation(anchor('http://localhost/signup', { target: '_blank' }), click(), here),
    ).toBe(false);
  });
});
