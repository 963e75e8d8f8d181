/**
 * A signed-out sign-in page paints its whole form from the HTML (decision 013); its scripts only
 * hydrate a form that already works. Fetched while the page is still on its way to its first
 * frame, they take the main thread from it: on a slow device the bytes of nine scripts arriving
 * cost the first paint more than running them (decision 031). So the page asks for them after
 * its first contentful paint: its `async` script tags, and the preloads of the same scripts, are
 * taken out, and one inline script at the end of the body adds them back, in the same order and
 * still `async`, once the paint timing reports the first contentful paint. A tab in the
 * background never paints, so there, or in a browser without paint timing, they are added at
 * once; and if no paint is reported within {@link LATEST_MS} of the body's end, they are added
 * anyway. Typing and submitting before hydration keep working as before (the inputs are
 * uncontrolled and the pre-hydration submit catcher holds a submit until the form hydrates).
 */

/** After this long without a reported first paint, the scripts are asked for anyway. */
export const LATEST_MS = 1_000;

const ASYNC_SCRIPT = /<script\b([^>]*)><\/script>/g;
const PRELOAD_SCRIPT = /<link\b[^>]*\brel="preload"[^>]*\bas="script"[^>]*\/?>/g;

const attribute = (attributes: string, name: string): string | null =>
  new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1] ?? null;

/**
 * The loader, as an expression of the scripts' addresses. It reads its nonce from itself and
 * gives it to each script it adds (the policy's `'strict-dynamic'` trusts them either way).
 */
function loader(sources: string[]): string {
  // `<` escaped, so no address can close the script element.
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return `(function(s,w){var d=document,n=d.currentScript&&d.currentScript.nonce,done=false;
function load(){if(done)return;done=true;for(var i=0;i<s.length;i++){var e=d.createElement('script');e.src=s[i];e.async=true;if(n)e.nonce=n;d.head.appendChild(e)}}
if(d.visibilityState!=='visible'||typeof PerformanceObserver!=='function')return load();
try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();load()}}).observe({type:'paint',buffered:true})}catch(e){return load()}
setTimeout(load,w);
})(${list},${LATEST_MS});`;
}

/**
 * The document with its `async` scripts asked for after the first paint; unchanged when it has
 * none or no `</body>`. `nonce` is the response's CSP nonce, carried by the loader.
 */
export function scriptsAfterFirstPaint(html: string, nonce: string): string {
  const closing = html.lastIndexOf('</body>');
  if (closing < 0) return html;
  const sources: string[] = [];
  const withoutScripts = html.replace(ASYNC_SCRIPT, (tag, attributes: string) => {
    const source = attribute(attributes, 'src');
    if (source === null || attribute(attributes, 'async') === null) return tag;
    if (/(?:^|\s)noModule/i.test(attributes)) return tag;
    sources.push(source);
    return '';
  });
  if (sources.length === 0) return html;
  const withoutPreloads = withoutScripts.replace(PRELOAD_SCRIPT, (tag) =>
    sources.includes(attribute(tag, 'href') ?? '') ? '' : tag,
  );
  const at = withoutPreloads.lastIndexOf('</body>');
  return (
    withoutPreloads.slice(0, at) +
    `<script nonce="${nonce}">${loader(sources)}</script>` +
    withoutPreloads.slice(at)
  );
}
