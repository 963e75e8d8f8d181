import { describe, expect, it } from 'vitest';
import { describeAdminAction, describeStatus, formatWhen } from './admin-format';
import { ADMIN_ACTIONS, PERSON_STATUSES } from './admin-inputs';

describe('admin wording', () => {
  it('names every audited action and every status in words', () => {
    for (const action of ADMIN_ACTIONS) expect(describeAdminAction(action)).toMatch(/^[A-Z]/);
    for (const status of PERSON_STATUSES) expect(describeStatus(status)).toMatch(/^[A-Z]/);
  });

  it('says what stands for a missing date', () => {
    expect(formatWhen(null)).toBe('Never');
    expect(formatWhen(null, 'Not set')).toBe('Not set');
    expect(formatWhen(new Date('2026-01-02T03:04:05Z'))).toMatch(/2026/);
  });
});
