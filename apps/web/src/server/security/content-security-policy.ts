import 'server-only';
import { nonceSource } from './nonce';

export interface ContentSecurityPolicyOptions {
  nonce: string;
  /**
   * Origins of the sign-in service the browser calls: the JSON API (local identity server or
   * AWS Cognito) and, with hosted sign-in, the hosted domain's token endpoint.
   */
  identityOrigins: readonly string[];
  /** `next dev` needs eval for React's debugging aids; production never does. */
  development: boolean;
}

/**
 * Scripts run only with this response's nonce ('strict-dynamic' lets them load their own
 * chunks). Styles allow inline: forms set their spacing in a `style` attribute, and
 * MUI/emotion inject style tags at runtime.
 */
export function buildContentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  const scriptSources = ["'self'", nonceSource(options.nonce), "'strict-dynamic'"];
  if (options.development) scriptSources.push("'unsafe-eval'");
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${options.identityOrigins.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ];
  return directives.join('; ');
}
