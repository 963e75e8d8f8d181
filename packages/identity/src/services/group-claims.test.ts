import { describe, expect, it } from 'vitest';
import { groupClaims, type MemberGroup } from './group-claims.js';

const role = (name: string) => `arn:aws:iam::123456789012:role/${name}`;

describe('group claims', () => {
  it('gives a user in no group no claim at all', () => {
    expect(groupClaims([])).toEqual({ id: {}, access: {} });
  });

  it('keeps the groups in the order given and the roles once each', () => {
    const groups: MemberGroup[] = [
      ['a', role('A'), 0],
      ['b', null, 1],
      ['c', role('A'), 2],
      ['d', role('D'), null],
    ];
    expect(groupClaims(groups)).toEqual({
      access: { 'cognito:groups': ['a', 'b', 'c', 'd'] },
      id: {
        'cognito:groups': ['a', 'b', 'c', 'd'],
        'cognito:roles': [role('A'), role('D')],
        'cognito:preferred_role': role('A'),
      },
    });
  });

  it('prefers the role of the lowest precedence among groups with a role', () => {
    const claims = groupClaims([
      ['top', null, 0],
      ['second', role('Second'), 1],
    ]);
    expect(claims.id['cognito:preferred_role']).toBe(role('Second'));
  });

  it('names no preferred role when the best-ranked groups have different roles', () => {
    const tied = groupClaims([
      ['x', role('X'), 3],
      ['y', role('Y'), 3],
      ['z', role('Z'), 7],
    ]);
    expect(tied.id).not.toHaveProperty('cognito:preferred_role');
    const unranked = groupClaims([
      ['x', role('X'), null],
      ['y', role('Y'), null],
    ]);
    expect(unranked.id).not.toHaveProperty('cognito:preferred_role');
    expect(groupClaims([['only', role('Only'), null]]).id['cognito:preferred_role']).toBe(
      role('Only'),
    );
  });

  it('gives no roles claim when no group has a role', () => {
    expect(groupClaims([['plain', null, 1]]).id).toEqual({ 'cognito:groups': ['plain'] });
  });
});
