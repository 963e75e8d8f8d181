import { PRE_HYDRATION_SUBMIT_SOURCE } from './pre-hydration-submit';

/** In `<head>` of the root layout, so it listens before any form is parsed. */
export function PreHydrationSubmitScript({ nonce }: { nonce?: string }) {
  return (
    <script
      id="pre-hydration-submit"
      nonce={nonce}
      // It must run before the body is parsed, so it cannot wait for a module to load.
      dangerouslySetInnerHTML={{ __html: PRE_HYDRATION_SUBMIT_SOURCE }}
    />
  );
}
