import { z } from 'zod';

/** A prefix (`<prefix>.auth.<region>.amazoncognito.com`) or a custom domain name. */
export const domainField = z
  .string()
  .min(1)
  .max(63)
  .regex(
    /^[a-z0-9](?:[a-z0-9.-]{0,61}[a-z0-9])?$/,
    'Domain must be lower-case letters, digits, dots and hyphens.',
  );
