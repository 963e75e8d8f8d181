import {
  ACCESSIBILITY_STORAGE_KEY,
  DEFAULT_FONT_SIZE,
  DEFAULT_THEME_VARIANT,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  FONT_SIZE_STEP,
  THEME_VARIANTS,
  VARIANT_BASE_FONT_SCALE,
} from './settings';

const config = JSON.stringify({
  key: ACCESSIBILITY_STORAGE_KEY,
  variants: THEME_VARIANTS,
  min: FONT_SIZE_MIN,
  max: FONT_SIZE_MAX,
  step: FONT_SIZE_STEP,
  fontSize: DEFAULT_FONT_SIZE,
  variant: DEFAULT_THEME_VARIANT,
  scale: VARIANT_BASE_FONT_SCALE,
});

/**
 * Runs in `<head>` before the body is parsed, so the first painted frame already has the stored
 * theme and size. Plain ES5 in a string: no bundler helper can sneak in, and it mirrors
 * `parseStoredSettings` + `applySettingsToDocument` (a unit test checks they agree).
 */
export const INIT_SCRIPT_SOURCE = `(function(c){var d=document.documentElement,s=null;
try{s=JSON.parse(window.localStorage.getItem(c.key))}catch(e){}
if(!s||typeof s!=='object')s={};
var t=c.variants.indexOf(s.themeVariant)>=0?s.themeVariant:null;
if(t===null){try{t=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':c.variant}catch(e){t=c.variant}}
var f=s.fontSize;
if(typeof f!=='number'||f%1!==0||f<c.min||f>c.max||(f-c.min)%c.step!==0)f=c.fontSize;
d.setAttribute('data-theme',t);
d.style.fontSize=f*(c.scale[t]||1)+'%';
})(${config});`;
