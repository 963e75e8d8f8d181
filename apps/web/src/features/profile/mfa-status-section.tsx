'use client';
import { useEffect, useState } from 'react';
import { useAuth } from '@/features/auth/auth-context';
import { DetailList } from './detail-list';
import { ProfileSection } from './profile-section';

function describe(enabled: boolean | null | 'unknown'): string {
  if (enabled === null) return 'Checking…';
  if (enabled === 'unknown') return 'We could not check this right now.';
  return enabled
    ? 'On: a code from your app is needed at every sign-in'
    : 'Off: set it up to keep using your account';
}

export function MfaStatusSection() {
  const { fetchTotpEnabled } = useAuth();
  const [enabled, setEnabled] = useState<boolean | null | 'unknown'>(null);
  useEffect(() => {
    let cancelled = false;
    fetchTotpEnabled()
      .then((value) => !cancelled && setEnabled(value))
      .catch(() => !cancelled && setEnabled('unknown'));
    return () => {
      cancelled = true;
    };
  }, [fetchTotpEnabled]);
  return (
    <ProfileSection title="Two-step sign-in">
      <DetailList items={[{ label: 'Authenticator app', value: describe(enabled) }]} />
    </ProfileSection>
  );
}
