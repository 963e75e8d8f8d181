import { describe, expect, it } from 'vitest';
import { memberNameWithoutSchema } from './member-path.js';

describe('member names for a body read before its schema is known', () => {
  const body = {
    UserAttributes: [{ Name: 'a', Value: 'b' }],
    AuthParameters: { USERNAME: 'x' },
    ClientMetadata: { note: 'y' },
    AutoVerifiedAttributes: ['email'],
  };

  it('follows structures and lists of structures as AWS names them', () => {
    expect(memberNameWithoutSchema(['UserAttributes', 0, 'Value'], body)).toBe(
      'userAttributes.1.member.value',
    );
  });

  it('names a map or a list of strings as a whole', () => {
    expect(memberNameWithoutSchema(['AuthParameters', 'USERNAME'], body)).toBe('authParameters');
    expect(memberNameWithoutSchema(['ClientMetadata', 'note'], body)).toBe('clientMetadata');
    expect(memberNameWithoutSchema(['AutoVerifiedAttributes', 0], body)).toBe(
      'autoVerifiedAttributes',
    );
    expect(memberNameWithoutSchema([], body)).toBe('request');
  });
});
