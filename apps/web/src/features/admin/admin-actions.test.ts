import { describe, expect, it } from 'vitest';
import { actionsFor, placeOf } from './admin-actions';

const labels = (person: { enabled: boolean; status: string }) =>
  actionsFor(person).map((action) => action.label);

describe('actionsFor', () => {
  it('offers Disable sign-in to an enabled person and Enable sign-in to a disabled one', () => {
    expect(labels({ enabled: true, status: 'confirmed' })).toContain('Disable sign-in');
    expect(labels({ enabled: true, status: 'confirmed' })).not.toContain('Enable sign-in');
    expect(labels({ enabled: false, status: 'disabled' })).toContain('Enable sign-in');
  });

  it('offers Resend confirmation code only for an unconfirmed account', () => {
    expect(labels({ enabled: true, status: 'unconfirmed' })).toContain('Resend confirmation code');
    expect(labels({ enabled: true, status: 'confirmed' })).not.toContain(
      'Resend confirmation code',
    );
  });

  it('asks for a step-up for the sensitive actions of the brief only', () => {
    const sensitive = actionsFor({ enabled: true, status: 'unconfirmed' })
      .filter((action) => action.sensitive)
      .map((action) => action.name)
      .sort();
    expect(sensitive).toEqual([
      'disableSignIn',
      'endTrial',
      'resetAuthenticator',
      'signOutEverywhere',
    ]);
  });
});

describe('placeOf', () => {
  it('gives Disable and Enable sign-in one place, and every other action its own', () => {
    const places = (enabled: boolean) =>
      actionsFor({ enabled, status: 'unconfirmed' }).map(placeOf);
    expect(places(true)).toEqual(places(false));
    expect(new Set(places(true)).size).toBe(places(true).length);
  });
});
