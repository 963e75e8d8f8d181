import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation.js';
import { wholeValuePattern } from '../../operations/fields.js';
import type { Uses } from '../../services/context.js';
import { pageOf, readPageToken } from '../../services/page-tokens.js';
import { listIdentityPoolRows } from '../identity-pool-store.js';

/** In id order; NextToken is this server's own (base64url of the last id). */
export const listIdentityPools = defineOperation({
  name: 'ListIdentityPools',
  access: 'admin',
  input: z.object({
    MaxResults: z.number().int().min(1).max(60),
    NextToken: z.string().min(1).max(65_535).regex(wholeValuePattern('[\\S]+')).optional(),
  }),
  async run(input, services: Uses<'db'>) {
    const rows = await listIdentityPoolRows(
      services,
      input.MaxResults,
      readPageToken(input.NextToken),
    );
    const { page, next } = pageOf(rows, input.MaxResults, (row) => row.id);
    return {
      IdentityPools: page.map((row) => ({ IdentityPoolId: row.id, IdentityPoolName: row.name })),
      ...(next ? { NextToken: next } : {}),
    };
  },
});
