import type { OutgoingMail } from './mail.js';

export type CodePurpose = 'sign-up' | 'forgot-password' | 'verify-email';

export const codeLifetimeInMs: Record<CodePurpose, number> = {
  'sign-up': 24 * 3_600_000,
  'verify-email': 24 * 3_600_000,
  'forgot-password': 3_600_000,
};

const subjects: Record<CodePurpose, string> = {
  'sign-up': 'Your Steadfast verification code',
  'verify-email': 'Confirm your new Steadfast email address',
  'forgot-password': 'Reset your password',
};

const intros: Record<CodePurpose, string> = {
  'sign-up': 'Use this code to confirm your Steadfast account:',
  'verify-email': 'Use this code to confirm this email address for your Steadfast account:',
  'forgot-password': 'Use this code to choose a new password for your Steadfast account:',
};

function describeValidity(lifetimeInMs: number): string {
  const hours = Math.round(lifetimeInMs / 3_600_000);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

export function composeCodeMail(purpose: CodePurpose, to: string, code: string): OutgoingMail {
  const text = [
    intros[purpose],
    '',
    `    ${code}`,
    '',
    `The code is valid for ${describeValidity(codeLifetimeInMs[purpose])}.`,
    'If you did not ask for it, you can ignore this message; nothing changes without the code.',
  ].join('\n');
  return { to, subject: subjects[purpose], text };
}

/** Cognito shows where a code went without revealing the address: `a***@e***`. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

export function emailDelivery(email: string) {
  return {
    Destination: maskEmail(email),
    DeliveryMedium: 'EMAIL' as const,
    AttributeName: 'email',
  };
}
