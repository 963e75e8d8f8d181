import { confirmUserAttribute, updateUserAttributes } from 'aws-amplify/auth';

export async function updateNames(firstName: string, lastName: string): Promise<void> {
  await updateUserAttributes({
    userAttributes: { 'custom:firstName': firstName.trim(), 'custom:lastName': lastName.trim() },
  });
}

/**
 * Asks for a new email address. The pool keeps the old address until the code sent to the
 * new one is confirmed; the result says whether a code is needed.
 */
export async function requestEmailChange(email: string): Promise<{ needsCode: boolean }> {
  const result = await updateUserAttributes({ userAttributes: { email: email.trim() } });
  return {
    needsCode: result.email?.nextStep.updateAttributeStep === 'CONFIRM_ATTRIBUTE_WITH_CODE',
  };
}

export async function confirmEmailChange(code: string): Promise<void> {
  await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
}
