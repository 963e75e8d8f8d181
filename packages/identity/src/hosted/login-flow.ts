import { decodeJwt } from 'jose';
import QRCode from 'qrcode';
import { CognitoError } from '../errors.js';
import { withChallengeEvent, withPasswordEvent } from '../operations/sign-in-events.js';
import { publicEventContext } from '../services/event-context.js';
import {
  associateSoftwareToken,
  answerSoftwareTokenMfa,
  answerMfaSetup,
  passwordSignIn,
  verifySoftwareToken,
  type SignInStep,
} from '../sign-in/index.js';
import { revokeRefreshToken } from '../services/tokens.js';
import { pickAuthorizeParameters, type AuthorizeRequest } from './authorize-request.js';
import { withAuthorizeRequest } from './authorize-endpoint.js';
import { issueCodeAndReturn } from './complete-authorize.js';
import { csrfMatches, csrfTokenFor } from './csrf.js';
import { requestContextOf, type HostedContext } from './hosted-context.js';
import { allowFormRedirectTo, BadForm, readForm, sendHtml } from './http-helpers.js';
import { errorPage, loginPage, mfaPage, mfaSetupPage, type FormContext } from './sign-in-pages.js';

const codePattern = /^\d{6}$/;

export function formContext(context: HostedContext, authorize: AuthorizeRequest): FormContext {
  allowFormRedirectTo(context.response, authorize.redirectUri);
  return {
    hidden: { ...authorize.parameters, _csrf: csrfTokenFor(context.request, context.response) },
    lang: authorize.lang,
  };
}

/** GET /login: the form, after the same checks as /oauth2/authorize. */
export async function showLogin(context: HostedContext) {
  await withAuthorizeRequest(context, context.query, async (authorize) => {
    sendHtml(
      context.response,
      200,
      loginPage(formContext(context, authorize), { username: authorize.loginHint ?? undefined }),
    );
  });
}

/** A POSTed hosted form: a form body, a matching CSRF token, valid authorize parameters. */
export async function withForm(
  context: HostedContext,
  run: (form: Map<string, string>, authorize: AuthorizeRequest) => Promise<void>,
) {
  let form: Map<string, string>;
  try {
    form = await readForm(context.request);
  } catch (error) {
    if (!(error instanceof BadForm)) throw error;
    sendHtml(context.response, 400, errorPage(error.message));
    return;
  }
  if (!csrfMatches(context.request, form)) {
    sendHtml(
      context.response,
      403,
      errorPage('This form has expired. Start signing in again from the app.'),
    );
    return;
  }
  await withAuthorizeRequest(context, form, (authorize) => run(form, authorize));
}

export function messageOf(error: unknown): string {
  if (error instanceof CognitoError) return error.message;
  throw error;
}

/** POST /login: the password through the JSON API's own sign-in rules. */
export async function submitLogin(context: HostedContext) {
  await withForm(context, async (form, authorize) => {
    const username = form.get('username')?.trim() ?? '';
    const password = form.get('password') ?? '';
    const page = formContext(context, authorize);
    if (!username || !password || username.length > 128 || password.length > 256) {
      sendHtml(
        context.response,
        400,
        loginPage(page, { username, error: 'Enter your username and password.' }),
      );
      return;
    }
    let step: SignInStep;
    try {
      const attempted = {
        username,
        context: publicEventContext(requestContextOf(context), authorize.client, undefined),
      };
      step = await withPasswordEvent(context.services, authorize.pool, attempted, () =>
        passwordSignIn(
          context.services,
          'USER_PASSWORD_AUTH',
          authorize.pool,
          authorize.client,
          username,
          password,
        ),
      );
    } catch (error) {
      sendHtml(context.response, 400, loginPage(page, { username, error: messageOf(error) }));
      return;
    }
    await continueWith(context, authorize, step, username);
  });
}

/** After a right answer: the next page, or the code back to the app. */
async function continueWith(
  context: HostedContext,
  authorize: AuthorizeRequest,
  step: SignInStep,
  username: string,
) {
  const page = formContext(context, authorize);
  if (step.AuthenticationResult) {
    await finishSignIn(context, authorize, step.AuthenticationResult);
    return;
  }
  if (step.ChallengeName === 'SOFTWARE_TOKEN_MFA' && step.Session) {
    sendHtml(context.response, 200, mfaPage(page, { session: step.Session, username }));
    return;
  }
  if (step.ChallengeName === 'MFA_SETUP' && step.Session) {
    const associated = await associateSoftwareToken(context.services, { session: step.Session });
    await sendSetupPage(context, page, {
      session: associated.Session ?? '',
      username,
      secret: associated.SecretCode,
    });
    return;
  }
  sendHtml(
    context.response,
    400,
    loginPage(page, {
      username,
      error: 'This account needs a new password. Sign in through the app to set one.',
    }),
  );
}

async function sendSetupPage(
  context: HostedContext,
  page: FormContext,
  options: { session: string; username: string; secret: string; error?: string },
) {
  const uri = `otpauth://totp/${encodeURIComponent(`Steadfast:${options.username}`)}?secret=${options.secret}&issuer=Steadfast`;
  const qrDataUrl = await QRCode.toDataURL(uri, { margin: 1, width: 200 });
  sendHtml(
    context.response,
    options.error ? 400 : 200,
    mfaSetupPage(page, { ...options, qrDataUrl }),
  );
}

/** POST /mfa: the TOTP code, through SOFTWARE_TOKEN_MFA's rules (replay, wrong-code limits). */
export async function submitMfa(context: HostedContext) {
  await withForm(context, async (form, authorize) => {
    const session = form.get('session') ?? '';
    const username = form.get('username') ?? '';
    const code = form.get('code')?.trim() ?? '';
    const page = formContext(context, authorize);
    if (!codePattern.test(code)) {
      sendHtml(
        context.response,
        400,
        mfaPage(page, { session, username, error: 'Enter the 6-digit code.' }),
      );
      return;
    }
    let step: SignInStep;
    try {
      step = await withChallengeEvent(
        context.services,
        authorize.pool,
        'SOFTWARE_TOKEN_MFA',
        username,
        () =>
          answerSoftwareTokenMfa(
            context.services,
            { pool: authorize.pool, client: authorize.client, session },
            { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code },
          ),
      );
    } catch (error) {
      sendHtml(
        context.response,
        400,
        mfaPage(page, { session, username, error: messageOf(error) }),
      );
      return;
    }
    await continueWith(context, authorize, step, username);
  });
}

/** POST /mfa/setup: the new authenticator's first code, then MFA_SETUP, as Amplify does it. */
export async function submitMfaSetup(context: HostedContext) {
  await withForm(context, async (form, authorize) => {
    const options = {
      session: form.get('session') ?? '',
      username: form.get('username') ?? '',
      secret: (form.get('secret') ?? '').replace(/[^A-Z2-7]/g, ''),
    };
    const code = form.get('code')?.trim() ?? '';
    const page = formContext(context, authorize);
    if (!codePattern.test(code)) {
      await sendSetupPage(context, page, { ...options, error: 'Enter the 6-digit code.' });
      return;
    }
    let step: SignInStep;
    try {
      const verified = await verifySoftwareToken(
        context.services,
        { session: options.session },
        code,
      );
      step = await withChallengeEvent(
        context.services,
        authorize.pool,
        'MFA_SETUP',
        options.username,
        () =>
          answerMfaSetup(
            context.services,
            { client: authorize.client, session: verified.Session ?? '' },
            { USERNAME: options.username },
          ),
      );
    } catch (error) {
      await sendSetupPage(context, page, { ...options, error: messageOf(error) });
      return;
    }
    await continueWith(context, authorize, step, options.username);
  });
}

/**
 * The sign-in succeeded. Its JSON-API refresh token is revoked at once: the app's tokens are
 * made when it redeems the code, with the scopes it was granted.
 */
async function finishSignIn(
  context: HostedContext,
  authorize: AuthorizeRequest,
  result: NonNullable<SignInStep['AuthenticationResult']>,
) {
  const claims = decodeJwt(result.AccessToken);
  await revokeRefreshToken(context.services, result.RefreshToken, authorize.client.ClientId);
  const authTimeInMs = Number(claims.auth_time) * 1000;
  await issueCodeAndReturn(context, authorize, String(claims.sub), authTimeInMs, true);
}

export { pickAuthorizeParameters };
