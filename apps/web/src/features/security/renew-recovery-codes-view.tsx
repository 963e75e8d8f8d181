'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC, useTRPCClient } from '@/trpc/react';
import { RECOVERY_CODES_INTRO } from './first-recovery-codes-view';
import { RecoveryCodesList } from './recovery-codes-list';
import { renewRecoveryCodesInput } from './security-inputs';
import { SecurityPage } from './security-page';
import { StepUpForm } from './step-up-form';

/** `/profile/recovery-codes`: a new set after a step-up; the old set stops working. */
export function RenewRecoveryCodesView() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes)
    return (
      <SecurityPage
        key="codes"
        title="Save your new recovery codes"
        intro={RECOVERY_CODES_INTRO}
        takeFocus
      >
        <RecoveryCodesList codes={codes} continueTo="/profile" />
      </SecurityPage>
    );

  return (
    <SecurityPage
      title="Make new recovery codes"
      intro="You get 10 new codes and your old ones stop working. To make sure it is you, enter your password and a code from your authenticator app."
    >
      <StepUpForm
        label="Confirm it is you"
        schema={renewRecoveryCodesInput}
        submitLabel="Make new codes"
        busyLabel="Making codes…"
        failureMessage="We could not make new codes. Please try again."
        onConfirmed={async (proof) => {
          const result = await client.security.renewRecoveryCodes.mutate(proof);
          await queryClient.invalidateQueries(trpc.security.pathFilter());
          setCodes(result.codes);
        }}
      />
    </SecurityPage>
  );
}
