import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { invalidParameter } from '../../errors.js';
import { requirePoolRow } from '../../services/pool-admin.js';
import { forgetCachedSettings } from '../../services/pools.js';
import { pools } from '../../store/schema.js';
import { defineOperation } from '../define-operation.js';
import { poolIdField } from '../fields.js';
import { domainField } from './domain-fields.js';
import type { Uses } from '../../services/context.js';

/**
 * Records the pool's domain (one per pool, each domain in one pool), as DescribeUserPool and
 * DescribeUserPoolDomain show it. Every domain is served by this server's one hosted domain.
 */
export const createUserPoolDomain = defineOperation({
  name: 'CreateUserPoolDomain',
  access: 'admin',
  input: z.object({
    Domain: domainField,
    UserPoolId: poolIdField,
    ManagedLoginVersion: z.number().int().min(1).max(2).optional(),
    CustomDomainConfig: z.object({ CertificateArn: z.string().min(20).max(2048) }).optional(),
  }),
  async run(input, services: Uses<'clock' | 'db' | 'hosted'>) {
    const pool = await requirePoolRow(services, input.UserPoolId);
    const custom = input.CustomDomainConfig !== undefined;
    const version = input.ManagedLoginVersion ?? 1;
    const added = {
      [custom ? 'CustomDomain' : 'Domain']: input.Domain,
      ManagedLoginVersion: version,
      ...(custom ? { CustomDomainConfig: input.CustomDomainConfig } : {}),
    };
    // One statement: the pool has no domain of this kind, and no pool has this domain.
    const updated = await services.db
      .update(pools)
      .set({
        settings: sql`${pools.settings} || ${JSON.stringify(added)}::jsonb`,
        updatedAt: services.clock.nowInMs(),
      })
      .where(
        and(
          eq(pools.id, pool.id),
          sql`NOT (${pools.settings} ? ${custom ? 'CustomDomain' : 'Domain'})`,
          sql`NOT EXISTS (SELECT 1 FROM identity.pools other WHERE other.settings->>'Domain' = ${input.Domain} OR other.settings->>'CustomDomain' = ${input.Domain})`,
        ),
      )
      .returning({ id: pools.id });
    if (updated.length === 0) {
      throw invalidParameter(
        'Domain already associated with another user pool, or the user pool already has a domain.',
      );
    }
    forgetCachedSettings(services);
    const hostedHost = services.hosted.url ? new URL(services.hosted.url).host : undefined;
    return {
      ManagedLoginVersion: version,
      ...(custom && hostedHost ? { CloudFrontDomain: hostedHost } : {}),
    };
  },
});
