import { CognitoError } from '../errors.js';
import { confirmForgotPassword } from '../operations/confirm-forgot-password.js';
import { confirmSignUp } from '../operations/confirm-sign-up.js';
import { forgotPassword } from '../operations/forgot-password.js';
import { signUp } from '../operations/sign-up.js';
import type { AuthorizeRequest } from './authorize-request.js';
import { withAuthorizeRequest } from './authorize-endpoint.js';
import {
  confirmForgotPasswordPage,
  confirmSignUpPage,
  describePasswordPolicy,
  forgotPasswordPage,
  signUpPage,
  type FieldErrors,
} from './account-pages.js';
import { requestContextOf, type HostedContext } from './hosted-context.js';
import { sendHtml } from './http-helpers.js';
import { formContext, messageOf, withForm } from './login-flow.js';
import { loginPage } from './sign-in-pages.js';

/** Which field a refusal of SignUp or ConfirmForgotPassword is about. */
const fieldOfError: Record<string, string> = {
  InvalidPasswordException: 'password',
  UsernameExistsException: 'username',
  AliasExistsException: 'email',
  CodeMismatchException: 'code',
  ExpiredCodeException: 'code',
};

function customAttributes(authorize: AuthorizeRequest) {
  return authorize.pool.Schema.filter((attribute) => attribute.Mutable !== false);
}

function passwordRules(authorize: AuthorizeRequest) {
  return describePasswordPolicy(authorize.pool.Policies.PasswordPolicy);
}

/** GET /signup: the pool's attributes and password rules. */
export async function showSignUp(context: HostedContext) {
  await withAuthorizeRequest(context, context.query, async (authorize) => {
    const options = {
      values: {},
      errors: {},
      customAttributes: customAttributes(authorize),
      passwordRules: passwordRules(authorize),
    };
    sendHtml(context.response, 200, signUpPage(formContext(context, authorize), options));
  });
}

/** POST /signup: the SignUp operation itself, then the code (or link) step. */
export async function submitSignUp(context: HostedContext) {
  await withForm(context, async (form, authorize) => {
    const page = formContext(context, authorize);
    const attributes = customAttributes(authorize);
    const values: Record<string, string> = {};
    for (const name of ['username', 'email', ...attributes.map((a) => `custom:${a.Name}`)]) {
      values[name] = (form.get(name) ?? '').trim();
    }
    const errors: FieldErrors = {};
    if (!values.username) errors.username = 'Enter a username.';
    if (!values.email) errors.email = 'Enter your email address.';
    if (!form.get('password')) errors.password = 'Enter a password.';
    const retry = (status: number, more: { errors?: FieldErrors; formError?: string }) =>
      sendHtml(
        context.response,
        status,
        signUpPage(page, {
          values,
          errors: more.errors ?? {},
          formError: more.formError,
          customAttributes: attributes,
          passwordRules: passwordRules(authorize),
        }),
      );
    if (Object.keys(errors).length > 0) {
      retry(400, { errors });
      return;
    }
    const userAttributes = Object.entries(values)
      .filter(([name, value]) => name !== 'username' && value !== '')
      .map(([Name, Value]) => ({ Name, Value }));
    try {
      await signUp.run(
        {
          ClientId: authorize.client.ClientId,
          Username: values.username,
          Password: form.get('password'),
          UserAttributes: userAttributes,
        },
        context.services,
        requestContextOf(context),
      );
    } catch (error) {
      const message = messageOf(error);
      const name = error instanceof CognitoError ? fieldOfError[error.name] : undefined;
      retry(400, name ? { errors: { [name]: message } } : { formError: message });
      return;
    }
    const byLink =
      authorize.pool.VerificationMessageTemplate?.DefaultEmailOption === 'CONFIRM_WITH_LINK' &&
      context.services.hosted.url !== null;
    sendHtml(
      context.response,
      200,
      confirmSignUpPage(page, { username: values.username ?? '', byLink }),
    );
  });
}

/** POST /confirm: ConfirmSignUp with the emailed code, then the sign-in page. */
export async function submitConfirmSignUp(context: HostedContext) {
  await withForm(context, async (form, authorize) => {
    const page = formContext(context, authorize);
    const username = form.get('username') ?? '';
    try {
      await confirmSignUp.run(
        {
          ClientId: authorize.client.ClientId,
          Username: username,
          ConfirmationCode: form.get('code')?.trim(),
        },
        context.services,
        requestContextOf(context),
      );
    } catch (error) {
      const message = messageOf(error);
      sendHtml(
        context.response,
        400,
        confirmSignUpPage(page, { username, byLink: false, error: message }),
      );
      return;
    }
    sendHtml(
      context.response,
      200,
      loginPage(page, { username, notice: 'Your account is confirmed. Sign in to continue.' }),
    );
  });
}

/** GET /forgotPassword. */
export async function showForgotPassword(context: HostedContext) {
  await withAuthorizeRequest(context, context.query, async (authorize) => {
    sendHtml(context.response, 200, forgotPasswordPage(formContext(context, authorize), {}));
  });
}

/** POST /forgotPassword: the ForgotPassword operation (unknown users get the same next page). */
export async function submitForgotPassword(context: HostedContext) {
  await withForm(context, async (form, authorize) => {
    const page = formContext(context, authorize);
    const username = (form.get('username') ?? '').trim();
    if (!username) {
      sendHtml(context.response, 400, forgotPasswordPage(page, { error: 'Enter your username.' }));
      return;
    }
    try {
      await forgotPassword.run(
        { ClientId: authorize.client.ClientId, Username: username },
        context.services,
        requestContextOf(context),
      );
    } catch (error) {
      sendHtml(
        context.response,
        400,
        forgotPasswordPage(page, { username, error: messageOf(error) }),
      );
      return;
    }
    const options = { username, passwordRules: passwordRules(authorize), errors: {} };
    sendHtml(context.response, 200, confirmForgotPasswordPage(page, options));
  });
}

/** POST /confirmForgotPassword: ConfirmForgotPassword, then the sign-in page. */
export async function submitConfirmForgotPassword(context: HostedContext) {
  await withForm(context, async (form, authorize) => {
    const page = formContext(context, authorize);
    const username = form.get('username') ?? '';
    try {
      await confirmForgotPassword.run(
        {
          ClientId: authorize.client.ClientId,
          Username: username,
          ConfirmationCode: form.get('code')?.trim(),
          Password: form.get('password'),
        },
        context.services,
        requestContextOf(context),
      );
    } catch (error) {
      const message = messageOf(error);
      const name = (error instanceof CognitoError && fieldOfError[error.name]) || 'code';
      const options = {
        username,
        passwordRules: passwordRules(authorize),
        errors: { [name]: message },
      };
      sendHtml(context.response, 400, confirmForgotPasswordPage(page, options));
      return;
    }
    sendHtml(
      context.response,
      200,
      loginPage(page, { username, notice: 'Your password is changed. Sign in with it.' }),
    );
  });
}
