import { describe, expect, it } from 'vitest';
import {
  daysLeftLabel,
  formatDate,
  planIntervalLabel,
  subscriptionStatusLabel,
} from './subscription-format';

describe('subscription labels', () => {
  it('names statuses and intervals in words', () => {
    expect(subscriptionStatusLabel('trialing')).toBe('Free trial');
    expect(subscriptionStatusLabel(null)).toBe('No subscription');
    expect(subscriptionStatusLabel('paused_by_admin')).toBe('paused by admin');
    expect(planIntervalLabel('year')).toBe('Yearly');
    expect(planIntervalLabel(null)).toBe('None yet');
  });

  it('formats dates in UTC and days left', () => {
    expect(formatDate(new Date('2026-11-22T23:30:00Z'))).toBe('22 November 2026');
    expect(formatDate(null)).toBe('Not set');
    expect(daysLeftLabel(14)).toBe('14 days left');
    expect(daysLeftLabel(1)).toBe('1 day left');
    expect(daysLeftLabel(0)).toBe('Trial ended');
    expect(daysLeftLabel(null)).toBe('No trial');
  });
});
