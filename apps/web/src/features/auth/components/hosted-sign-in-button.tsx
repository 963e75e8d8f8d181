'use client';
import { useState } from 'react';
import { Button } from '@/components/button/button';
import { FormAlert } from '@/components/form/form-alert';
import { usePublicConfig } from '@/components/public-config-context';
import { useAuth } from '../auth-context';
import styles from './hosted-sign-in-button.module.css';

/**
 * "More ways to sign in": the pool's hosted sign-in page, where a pool's other providers live.
 * Amplify's OAuth code loads on the click, so /login stays light; shown only when the server
 * turned hosted sign-in on.
 */
export function HostedSignInButton({ returnUrl }: { returnUrl: string }) {
  const { oauth } = usePublicConfig();
  const { startHostedSignIn } = useAuth();
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!oauth) return null;

  async function start() {
    setLeaving(true);
    setProblem(null);
    const message = await startHostedSignIn(returnUrl);
    setProblem(message);
    setLeaving(false);
  }

  return (
    <div className={styles.more}>
      <FormAlert message={problem} />
      <Button
        variant="outlined"
        fullWidth
        aria-disabled={leaving}
        onClick={leaving ? undefined : start}
      >
        {leaving ? 'Opening the sign-in page…' : 'More ways to sign in'}
      </Button>
    </div>
  );
}
