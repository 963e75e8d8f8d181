import { z } from 'zod';
import { deviceKeyField, limitField, paginationTokenField, tokenField } from './fields.js';

/** The inputs the device operations share, with the AWS API model's limits. */
export const userDeviceInput = { AccessToken: tokenField, DeviceKey: deviceKeyField };
export const rememberedStatusField = z.enum(['remembered', 'not_remembered']).optional();
export const devicePageInput = {
  Limit: limitField(60),
  PaginationToken: paginationTokenField,
};
