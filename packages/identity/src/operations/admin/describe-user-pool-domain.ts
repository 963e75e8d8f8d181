import { or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { localAccountId } from '../../services/pool-description.js';
import type { PoolSettings } from '../../services/pool-settings.js';
import { pools } from '../../store/schema.js';
import { defineOperation } from '../define-operation.js';
import { domainField } from './domain-fields.js';
import type { Uses } from '../../services/context.js';

/** The pool a domain belongs to; an unknown domain is an empty description, as on AWS. */
export const describeUserPoolDomain = defineOperation({
  name: 'DescribeUserPoolDomain',
  access: 'admin',
  input: z.object({ Domain: domainField }),
  async run(input, services: Uses<'db' | 'hosted'>) {
    const [row] = await services.db
      .select()
      .from(pools)
      .where(
        or(
          sql`${pools.settings}->>'Domain' = ${input.Domain}`,
          sql`${pools.settings}->>'CustomDomain' = ${input.Domain}`,
        ),
      );
    if (!row) return { DomainDescription: {} };
    const settings = row.settings as PoolSettings;
    const custom = settings.CustomDomain === input.Domain;
    return {
      DomainDescription: {
        UserPoolId: row.id,
        AWSAccountId: localAccountId,
        Domain: input.Domain,
        // Where this server serves it: its one hosted domain.
        CloudFrontDistribution: services.hosted.url ? new URL(services.hosted.url).host : undefined,
        Version: '1',
        Status: 'ACTIVE' as const,
        ManagedLoginVersion:
          typeof settings.ManagedLoginVersion === 'number' ? settings.ManagedLoginVersion : 1,
        ...(custom
          ? { CustomDomainConfig: settings.CustomDomainConfig as { CertificateArn: string } }
          : {}),
      },
    };
  },
});
