import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LATEST_MS, scriptsAfterFirstPaint } from './scripts-after-first-paint';

const N = 'bm9uY2U=';

/** The shape of a page as Next.js renders it: async chunks in the head, one more in the body. */
const PAGE = [
  '<!DOCTYPE html><html><head>',
  `<link rel="preload" as="script" fetchPriority="low" nonce="${N}" href="/_next/static/chunks/late.js"/>`,
  `<link rel="preload" as="style" href="/theme.css"/>`,
  `<script src="/_next/static/chunks/a.js" async="" nonce="${N}"></script>`,
  `<script src="/_next/static/chunks/turbopack-b.js" async="" nonce="${N}"></script>`,
  `<script id="accessibility-init" nonce="${N}">document.documentElement.dataset.theme='x'</script>`,
  `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${N}"></script>`,
  '</head><body><form><input name="username"/></form>',
  `<script nonce="${N}" id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>`,
  `<script src="/_next/static/chunks/late.js" nonce="${N}" async=""></script>`,
  `<script nonce="${N}">(self.__next_f=self.__next_f||[]).push([0])</script>`,
  '</body></html>',
].join('');

const LOADER = new RegExp(`<script nonce="${N}">(\\(function\\(s,w\\)[\\s\\S]*?)</script></body>`);

/** Runs the loader in a stand-in page and reports what it appended, and when. */
function runLoader(html: string, page: { visibility?: string; observer?: boolean }) {
  const source = LOADER.exec(html)?.[1];
  if (!source) throw new Error('no loader');
  const appended: { src: string; async: boolean; nonce?: string }[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  let observed: ((list: { getEntriesByName(name: string): unknown[] }) => void) | null = null;
  let disconnected = false;
  class Observer {
    constructor(callback: (list: unknown, observer: Observer) => void) {
      observed = (list) => callback(list, this);
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
    disconnect() {
      disconnected = true;
    }
  }
  const document = {
    visibilityState: page.visibility ?? 'visible',
    currentScript: { nonce: N },
    createElement: (tag: string) => {
      expect(tag).toBe('script');
      return {} as { src: string; async: boolean; nonce?: string };
    },
    head: { appendChild: (element: (typeof appended)[number]) => appended.push({ ...element }) },
  };
  runInNewContext(source, {
    document,
    PerformanceObserver: page.observer === false ? undefined : Observer,
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
  });
  const paint = (names: string[]) =>
    observed?.({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
  return { appended, timers, paint, disconnected: () => disconnected };
}

describe('scripts after the first paint', () => {
  it('takes out the async scripts and their preloads, and keeps everything else', () => {
    const html = scriptsAfterFirstPaint(PAGE, N);

    expect(html).not.toContain('src="/_next/static/chunks/a.js"');
    expect(html).not.toContain('src="/_next/static/chunks/turbopack-b.js"');
    expect(html).not.toContain('src="/_next/static/chunks/late.js"');
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('<link rel="preload" as="style" href="/theme.css"/>');
    expect(html).toContain('id="accessibility-init"');
    expect(html).toContain('src="/_next/static/chunks/polyfills.js" noModule=""');
    expect(html).toContain('id="_R_"');
    expect(html).toContain('.push([0])</script>');
    expect(html).toContain('<form><input name="username"/></form>');
    // One script more, the loader, last in the body and with the page's nonce.
    expect(LOADER.test(html)).toBe(true);
  });

  it('asks for the scripts in their order, async and with the nonce, at the first contentful paint', () => {
    const loader = runLoader(scriptsAfterFirstPaint(PAGE, N), {});
    expect(loader.appended).toEqual([]);
    expect(loader.timers.map((timer) => timer.ms)).toEqual([LATEST_MS]);

    loader.paint(['first-paint']);
    expect(loader.appended).toEqual([]);
    loader.paint(['first-paint', 'first-contentful-paint']);

    const chunk = (name: string) => ({
      src: `/_next/static/chunks/${name}`,
      async: true,
      nonce: N,
    });
    expect(loader.appended).toEqual([chunk('a.js'), chunk('turbopack-b.js'), chunk('late.js')]);
    expect(loader.disconnected()).toBe(true);
    // The time limit that follows adds nothing twice.
    loader.timers[0]?.callback();
    expect(loader.appended).toHaveLength(3);
  });

  it('asks for them anyway when no paint is reported in time', () => {
    const loader = runLoader(scriptsAfterFirstPaint(PAGE, N), {});
    loader.timers[0]?.callback();
    expect(loader.appended).toHaveLength(3);
    loader.paint(['first-contentful-paint']);
    expect(loader.appended).toHaveLength(3);
  });

  it.each([
    ['in a tab in the background, which does not paint', { visibility: 'hidden' }],
    ['without paint timing', { observer: false }],
  ])('asks for them at once %s', (_case, page) => {
    const loader = runLoader(scriptsAfterFirstPaint(PAGE, N), page);
    expect(loader.appended).toHaveLength(3);
    expect(loader.timers).toEqual([]);
  });

  it('leaves a page without async scripts or without a body end as it is', () => {
    const withoutAsync = PAGE.replaceAll(' async=""', '');
    expect(scriptsAfterFirstPaint(withoutAsync, N)).toBe(withoutAsync);
    const withoutBodyEnd = PAGE.replace('</body>', '');
    expect(scriptsAfterFirstPaint(withoutBodyEnd, N)).toBe(withoutBodyEnd);
  });

  it('never lets an address close the loader', () => {
    const page = PAGE.replace('/_next/static/chunks/a.js', '/x.js?q=</script');
    const html = scriptsAfterFirstPaint(page, N);
    expect(LOADER.exec(html)?.[1]).not.toContain('</script');
    expect(runLoader(html, { visibility: 'hidden' }).appended[0]?.src).toBe('/x.js?q=</script');
  });
});
