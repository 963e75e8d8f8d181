import { CognitoError } from '../errors.js';
import { confirmSignUp } from '../operations/confirm-sign-up.js';
import { defaultRegion } from '../operations/define-operation.js';
import type { HostedContext } from './hosted-context.js';
import { escapeHtml, page } from './html.js';
import { sendHtml } from './http-helpers.js';

/**
 * GET /confirmUser (also /confirmUser/): the emailed link. It runs ConfirmSignUp itself, so the
 * code is the same single-use code with the same limits; the page says how it went.
 */
export async function handleConfirmUser(context: HostedContext) {
  const { query } = context;
  try {
    await confirmSignUp.run(
      {
        ClientId: query.get('client_id'),
        Username: query.get('user_name'),
        ConfirmationCode: query.get('confirmation_code'),
      },
      context.services,
      {
        region: defaultRegion,
        sourceIp: context.request.socket.remoteAddress,
        userAgent: context.request.headers['user-agent'],
      },
    );
  } catch (error) {
    if (!(error instanceof CognitoError)) throw error;
    const reason =
      error.name === 'ResourceNotFoundException' || error.name === 'InvalidParameterException'
        ? 'This link is not complete. Open the link from the email again.'
        : error.message;
    sendHtml(
      context.response,
      400,
      page(
        'Confirmation failed',
        `<h1>Confirmation failed</h1>\n<p role="alert">${escapeHtml(reason)}</p>\n<p>Go back to the app to ask for a new link.</p>`,
      ),
    );
    return;
  }
  sendHtml(
    context.response,
    200,
    page(
      'Account confirmed',
      `<h1>Account confirmed</h1>\n<p role="status">Your registration has been confirmed!</p>\n<p>You can close this page and return to the app.</p>`,
    ),
  );
}
