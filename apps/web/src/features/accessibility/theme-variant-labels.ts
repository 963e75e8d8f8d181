import type { ThemeVariant } from './settings';

/** Names people see for each variant; the ids stay as docs/product.md §3 spells them. */
export const THEME_VARIANT_LABELS: Record<ThemeVariant, { name: string; description: string }> = {
  default: { name: 'Light', description: 'Dark text on white. The standard look.' },
  dark: { name: 'Dark', description: 'Light text on a dark background, easier in dim light.' },
  'high-contrast': {
    name: 'High contrast',
    description: 'White and yellow on black, strongest contrast, thick focus outline.',
  },
  'senior-friendly': {
    name: 'Senior-friendly',
    description: 'Larger text, more space, bigger buttons, soft background.',
  },
  blue: { name: 'Blue', description: 'Navy text on a pale blue background.' },
  warm: { name: 'Warm', description: 'Brown text on a cream background, less glare.' },
};
