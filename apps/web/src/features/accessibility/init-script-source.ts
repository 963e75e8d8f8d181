import {
  ACCESSIBILITY_STORAGE_KEY,
  DEFAULT_FONT_SIZE,
  DEFAULT_THEME_VARIANT,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  FONT_SIZE_STEP,
  INLINE_THEME_VARIANTS,
  THEME_VARIANTS,
  VARIANT_BASE_FONT_SCALE,
} from './settings';

const config = {
  key: ACCESSIBILITY_STORAGE_KEY,
  variants: THEME_VARIANTS,
  inline: INLINE_THEME_VARIANTS,
  min: FONT_SIZE_MIN,
  max: FONT_SIZE_MAX,
  step: FONT_SIZE_STEP,
  fontSize: DEFAULT_FONT_SIZE,
  variant: DEFAULT_THEME_VARIANT,
  scale: VARIANT_BASE_FONT_SCALE,
};

/**
 * Runs in `<head>` before the body is parsed, so the first painted frame already has the stored
 * theme and size. Plain ES5 in a string: no bundler helper can sneak in, and it mirrors
 * `parseStoredSettings` + `applySettingsToDocument` (a unit test checks they agree). A chosen
 * variant whose variables are not inline gets `themeSheetHref` (`/theme.css?v=…`) written into
 * the document after the script: a link the parser inserts blocks rendering until it has
 * loaded, so even that variant's first frame has its colours (decision 023).
 */
export function initScriptSource(themeSheetHref: string): string {
  const parameters = JSON.stringify({ ...config, sheet: themeSheetHref })
    // Inside a <script> element: no sequence the HTML parser could end it with.
    .replaceAll('<', '\\u003c');
  return `(function(c){var d=document.documentElement,s=null;
try{s=JSON.parse(window.localStorage.getItem(c.key))}catch(e){}
if(!s||typeof s!=='object')s={};
var t=c.variants.indexOf(s.themeVariant)>=0?s.themeVariant:null;
if(t===null){try{t=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':c.variant}catch(e){t=c.variant}}
var f=s.fontSize;
if(typeof f!=='number'||f%1!==0||f<c.min||f>c.max||(f-c.min)%c.step!==0)f=c.fontSize;
if(c.inline.indexOf(t)<0)document.write('<link rel="stylesheet" href="'+c.sheet.replace(/"/g,'&quot;')+'">');
d.setAttribute('data-theme',t);
d.style.fontSize=f*(c.scale[t]||1)+'%';
})(${parameters});`;
}
