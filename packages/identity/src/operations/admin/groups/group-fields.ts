import { z } from 'zod';
import { limitField, poolIdField, usernameField, wholeValuePattern } from '../../fields.js';

/** GroupNameType has UsernameType's length and pattern in the API model. */
export const groupNameField = usernameField;
export const roleArnField = z
  .string()
  .min(20)
  .max(2048)
  .regex(
    wholeValuePattern(
      'arn:[\\w+=/,.@-]+:[\\w+=/,.@-]+:([\\w+=/,.@-]*)?:[0-9]+:[\\w+=/,.@-]+(:[\\w+=/,.@-]+)?(:[\\w+=/,.@-]+)?',
    ),
  );
export const descriptionField = z.string().max(2048);
export const precedenceField = z.number().int().min(0).max(2_147_483_647);
export const groupLimitField = limitField(60);
export const nextTokenField = z
  .string()
  .min(1)
  .max(131_072)
  .regex(wholeValuePattern('[\\S]+'))
  .optional();

export const poolGroupInput = { UserPoolId: poolIdField, GroupName: groupNameField };

/** Create and update take the same settings. */
export const groupSettingsInput = {
  ...poolGroupInput,
  Description: descriptionField.optional(),
  RoleArn: roleArnField.optional(),
  Precedence: precedenceField.optional(),
};

/** The settings as the group services take them. */
export function groupSettingsOf(input: {
  Description?: string | undefined;
  RoleArn?: string | undefined;
  Precedence?: number | undefined;
}) {
  return { description: input.Description, roleArn: input.RoleArn, precedence: input.Precedence };
}
