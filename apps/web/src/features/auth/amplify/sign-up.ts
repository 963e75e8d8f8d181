import {
  autoSignIn,
  confirmSignUp,
  resendSignUpCode,
  signUp,
  type ConfirmSignUpOutput,
  type SignInOutput,
  type SignUpOutput,
} from 'aws-amplify/auth';

export interface SignUpInput {
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Creates the account with auto sign-in, so a confirmed user goes straight on to MFA setup. */
export function registerAccount(input: SignUpInput): Promise<SignUpOutput> {
  return signUp({
    username: input.username.trim(),
    password: input.password,
    options: {
      userAttributes: {
        email: input.email.trim(),
        'custom:firstName': input.firstName.trim(),
        'custom:lastName': input.lastName.trim(),
      },
      autoSignIn: true,
    },
  });
}

export function confirmRegistration(username: string, code: string): Promise<ConfirmSignUpOutput> {
  return confirmSignUp({ username: username.trim(), confirmationCode: code });
}

export async function resendRegistrationCode(username: string): Promise<void> {
  await resendSignUpCode({ username: username.trim() });
}

/** Finishes the auto sign-in that sign-up started; throws when none is pending. */
export function completeAutoSignIn(): Promise<SignInOutput> {
  return autoSignIn();
}
