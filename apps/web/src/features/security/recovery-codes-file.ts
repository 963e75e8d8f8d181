/**
 * The text a person keeps: what the codes are for, whose they are and when they were made, so a
 * printout or file found years later still says what it is.
 */
export function recoveryCodesText(input: {
  appName: string;
  username: string;
  madeOn: string;
  codes: string[];
}): string {
  return [
    `${input.appName} recovery codes`,
    `Username: ${input.username}`,
    `Made on: ${input.madeOn}`,
    '',
    'Each code works once, with your password, if you lose your authenticator app.',
    'Making new codes stops these from working.',
    '',
    ...input.codes,
    '',
  ].join('\n');
}

/** `steadfast-recovery-codes.txt`: the app's name, safe for every file system. */
export function recoveryCodesFileName(appName: string): string {
  const slug = appName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'account'}-recovery-codes.txt`;
}
