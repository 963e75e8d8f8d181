import { emailProblem, nameProblem, usernameProblem } from './field-validation';
import { passwordProblem, type PasswordPolicy } from './password-rules';

export interface SignUpFields {
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
}

export type SignUpErrors = Partial<Record<keyof SignUpFields, string>>;

/** Every problem of the sign-up form at once, so the person can fix them in one pass. */
export function validateSignUp(fields: SignUpFields, policy: PasswordPolicy): SignUpErrors {
  const errors: SignUpErrors = {};
  const username = usernameProblem(fields.username, 'signUp');
  if (username) errors.username = username;
  if (fields.password === '') errors.password = 'password is required to signUp';
  else {
    const password = passwordProblem(fields.password, policy);
    if (password) errors.password = password;
  }
  const email = emailProblem(fields.email, 'signUp');
  if (email) errors.email = email;
  const firstName = nameProblem(fields.firstName, 'First name');
  if (firstName) errors.firstName = firstName;
  const lastName = nameProblem(fields.lastName, 'Last name');
  if (lastName) errors.lastName = lastName;
  return errors;
}
