import { z } from 'zod';
import { poolIdField, usernameField } from '../fields.js';

export const poolUserInput = { UserPoolId: poolIdField, Username: usernameField };
export const poolUserSchema = z.object(poolUserInput);

/** Accepted and not acted on: this server has no Pinpoint analytics nor threat protection. */
export const analyticsMetadataField = z
  .object({ AnalyticsEndpointId: z.string().max(131_072).optional() })
  .optional();
export const contextDataField = z
  .object({
    IpAddress: z.string().max(131_072),
    ServerName: z.string().max(131_072),
    ServerPath: z.string().max(131_072),
    HttpHeaders: z.array(
      z.object({ headerName: z.string().optional(), headerValue: z.string().optional() }),
    ),
    EncodedData: z.string().max(131_072).optional(),
  })
  .optional();
