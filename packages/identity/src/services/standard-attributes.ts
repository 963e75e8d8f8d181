import type { SchemaAttribute } from './pool-settings.js';

function text(name: string, minLength = '0', maxLength = '2048'): SchemaAttribute {
  return {
    Name: name,
    AttributeDataType: 'String',
    DeveloperOnlyAttribute: false,
    Mutable: true,
    Required: false,
    StringAttributeConstraints: { MinLength: minLength, MaxLength: maxLength },
  };
}

function flag(name: string): SchemaAttribute {
  return {
    Name: name,
    AttributeDataType: 'Boolean',
    DeveloperOnlyAttribute: false,
    Mutable: true,
    Required: false,
  };
}

/**
 * Every pool's standard attributes, in the order and with the properties DescribeUserPool lists
 * them on AWS (a new pool's answer, observed, not only documented).
 */
export const standardSchema: readonly SchemaAttribute[] = [
  { ...text('sub', '1'), Mutable: false, Required: true },
  text('name'),
  text('given_name'),
  text('family_name'),
  text('middle_name'),
  text('nickname'),
  text('preferred_username'),
  text('profile'),
  text('picture'),
  text('website'),
  text('email'),
  flag('email_verified'),
  text('gender'),
  text('birthdate', '10', '10'),
  text('zoneinfo'),
  text('locale'),
  text('phone_number'),
  flag('phone_number_verified'),
  text('address'),
  {
    Name: 'updated_at',
    AttributeDataType: 'Number',
    DeveloperOnlyAttribute: false,
    Mutable: true,
    Required: false,
    NumberAttributeConstraints: { MinValue: '0' },
  },
  { ...text('identities'), StringAttributeConstraints: {} },
];

export function findStandardAttribute(name: string): SchemaAttribute | undefined {
  return standardSchema.find((attribute) => attribute.Name === name);
}
