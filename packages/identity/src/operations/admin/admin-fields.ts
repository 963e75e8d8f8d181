import { z } from 'zod';
import { poolIdField, usernameField } from '../fields.js';

export const poolUserInput = { UserPoolId: poolIdField, Username: usernameField };
export const poolUserSchema = z.object(poolUserInput);
