import { themeVariablesCss } from '@/features/accessibility/theme/theme-css';

// Built once with the app: the same for every request, and cached by browsers for good (the
// root layout links it with a version taken from its content).
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(themeVariablesCss(), {
    headers: {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
