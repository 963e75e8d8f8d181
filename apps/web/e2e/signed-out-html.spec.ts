import type { Page, Request } from '@playwright/test';
import { INLINE_VARIANTS, VARIANTS } from './accessibility/support/settings';
import { expect, test } from './support/fixtures';
import { AWAITING_HYDRATION, waitForHydration } from './support/hydration';

/** Each signed-out page, its form's accessible name and the fields it holds. */
const SIGNED_OUT_FORMS = [
  { path: '/login', form: 'Sign in', fields: ['username', 'password'] },
  {
    path: '/signup',
    form: 'Create an account',
    fields: ['username', 'password', 'email', 'firstName', 'lastName'],
  },
  { path: '/forgot-password', form: 'Request a reset code', fields: ['username'] },
  { path: '/forgot-username', form: 'Find your username', fields: ['email'] },
  { path: '/confirm-signup', form: 'Confirm your account', fields: ['username', 'code'] },
  { path: '/mfa-verify', form: 'Enter your authenticator code', fields: ['code'] },
];

const LOADING_TEXT = 'Loading your session…';

/** Holds back the page's JavaScript until released, as a slow network would. */
async function holdScripts(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the server HTML of each signed-out page holds its form, without the loading view', async ({
  request,
}) => {
  for (const { path, form, fields } of SIGNED_OUT_FORMS) {
    const html = await (await request.get(path)).text();
    const formTag = new RegExp(`<form[^>]*aria-label="${form}"[^>]*>`).exec(html)?.[0];
    expect(formTag, `${path}: form in the HTML`).toBeTruthy();
    // Sent by the browser itself, a form must never put a password into a URL.
    expect(formTag, `${path}: posts, never GETs`).toContain('method="post"');
    for (const field of fields) expect(html, `${path}: ${field}`).toContain(`name="${field}"`);
    expect(html, path).not.toContain(LOADING_TEXT);
  }
});

/** Headers of one transfer, not of the page. */
const TRANSFER_HEADERS = [
  'date',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
];

/** A page's CSP nonce, checked to be the one every nonce attribute in it carries. */
function soleNonce(policy: string | undefined, html: string, path: string): string {
  const nonce = /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
  expect(nonce, `${path}: nonce in the policy`).toBeTruthy();
  const attributes = [...html.matchAll(/\bnonce="([^"]*)"/g)].map((match) => match[1]);
  expect(attributes.length, `${path}: scripts carry a nonce`).toBeGreaterThan(0);
  expect(new Set(attributes), `${path}: only the policy's nonce`).toEqual(new Set([nonce]));
  return nonce!;
}

test('a signed-out page served again is the page as rendered, with a new nonce every time', async ({
  request,
}) => {
  // Any Amplify cookie has the page rendered for that request (signed-out-documents.ts); one of
  // another app client still leaves the visitor signed out here.
  const rendering = { cookie: 'CognitoIdentityServiceProvider.anotherclient.LastAuthUser=x' };
  // Every page the server keeps a copy of (AUTH_PAGES): the forms, and the authenticator setup.
  for (const path of [...SIGNED_OUT_FORMS.map((form) => form.path), '/mfa-setup']) {
    const answers = [];
    for (const headers of [{}, {}, rendering, {}]) {
      const response = await request.get(path, { headers });
      const html = await response.text();
      const responseHeaders = response.headers();
      const nonce = soleNonce(responseHeaders['content-security-policy'], html, path);
      const pageHeaders = Object.entries(responseHeaders)
        .filter(([name]) => !TRANSFER_HEADERS.includes(name))
        .sort(([a], [b]) => a.localeCompare(b));
      const sameEverywhere = JSON.stringify(pageHeaders).replaceAll(nonce, 'NONCE');
      answers.push({ nonce, page: html.replaceAll(nonce, 'NONCE'), headers: sameEverywhere });
    }
    expect(new Set(answers.map(({ nonce }) => nonce)).size, `${path}: fresh nonces`).toBe(4);
    for (const answer of answers.slice(1)) {
      expect(answer.page, `${path}: same page`).toBe(answers[0]!.page);
      expect(answer.headers, `${path}: same headers`).toBe(answers[0]!.headers);
    }
  }
});

test('a signed-out page paints with no style sheet to fetch: the light and dark variables inline', async ({
  request,
}) => {
  const html = await (await request.get('/login')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  // Elements only: the init script's own text names the link it writes for other variants.
  const headElements = head.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '');
  expect(headElements, 'no linked style sheet before first paint').not.toContain(
    'rel="stylesheet"',
  );
  for (const variant of INLINE_VARIANTS)
    expect(head, variant).toMatch(
      new RegExp(`\\[data-theme="${variant}"\\]\\{[^}]*--mui-palette-primary-main:`),
    );
  // A chosen other variant comes from the full sheet, which the init script links (decision 023).
  for (const variant of VARIANTS.filter((one) => !INLINE_VARIANTS.includes(one)))
    expect(head, variant).not.toContain(`[data-theme="${variant}"]{`);
});

test('the browser gets the page and its scripts brotli-compressed', async ({ page }) => {
  const scripts: Promise<string | undefined>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.allHeaders().then((headers) => headers['content-encoding']));
  });
  const document = await page.goto('/login');
  expect((await document!.allHeaders())['content-encoding']).toBe('br');
  await waitForHydration(page);
  const encodings = await Promise.all(scripts);
  expect(encodings.length).toBeGreaterThan(0);
  expect(new Set(encodings)).toEqual(new Set(['br']));
});

test('MUI’s full theme sheet is cached for good and comes with the first MUI part shown', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await waitForHydration(page);
  const themeSheet = page.locator('head link[rel="stylesheet"][href^="/theme.css?v="]');
  await expect(themeSheet).toHaveCount(0);
  // The accessibility dialog is the one MUI part of a signed-out page, loaded when opened.
  await page.getByRole('button', { name: 'Accessibility settings' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(themeSheet).toHaveCount(1);
  const sheet = await request.get((await themeSheet.getAttribute('href'))!);
  expect(sheet.headers()['content-type']).toContain('text/css');
  expect(sheet.headers()['cache-control']).toContain('immutable');
  const css = await sheet.text();
  for (const variant of VARIANTS) expect(css, variant).toContain(`[data-theme="${variant}"]`);
});

test('a request with a stored session still gets the full-screen loading view', async ({
  request,
  environment,
}) => {
  const cookie = `CognitoIdentityServiceProvider.${environment.clientId}.LastAuthUser=someone`;
  const html = await (await request.get('/login', { headers: { cookie } })).text();
  expect(html).toContain(LOADING_TEXT);
  expect(html).not.toContain('<form');
  // Its scripts must check the session at once: they are asked for as the HTML arrives.
  expect(html).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js" async=""/);
});

test('a form posted without JavaScript gets the page again, never the password back', async ({
  request,
}) => {
  const password = 'Posted-Without-Script-1!';
  const response = await request.post('/login', { form: { username: 'ada', password } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('aria-label="Sign in"');
  expect(html).not.toContain(password);
});

test('with JavaScript switched off every signed-out form is visible and says it needs it', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  for (const { path, form } of SIGNED_OUT_FORMS) {
    await page.goto(path);
    const shown = page.getByRole('form', { name: form });
    await expect(shown, path).toBeVisible();
    await expect(shown.getByRole('button').first(), path).toBeVisible();
    await expect(shown.getByText('This form needs JavaScript.'), path).toBeVisible();
  }
  await context.close();
});

test('every signed-out page hydrates without a mismatch and then hides the JavaScript note', async ({
  page,
}) => {
  // A hydration mismatch is logged as an error, which fails the test (fixtures.ts).
  for (const { path, form } of SIGNED_OUT_FORMS) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('form', { name: form }).getByText('needs JavaScript')).toBeHidden();
  }
});

test('a signed-out page asks for its scripts only after its first paint (decision 031)', async ({
  page,
}) => {
  for (const { path } of SIGNED_OUT_FORMS) {
    await page.goto(path);
    await waitForHydration(page);
    const { firstPaint, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/.*\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    }));
    expect(firstPaint, `${path}: first contentful paint`).not.toBeNull();
    expect(scripts.length, `${path}: scripts`).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.startTime, `${path}: ${script.name}`).toBeGreaterThanOrEqual(firstPaint ?? 0);
    }
  }
});

test('text typed and pasted before hydration is kept, and signing in with it works', async ({
  page,
  createUser,
}) => {
  const user = await createUser();
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.locator(AWAITING_HYDRATION)).toHaveCount(1);

  await page.getByLabel('Username', { exact: true }).pressSequentially(user.username);
  await page.evaluate((text) => navigator.clipboard.writeText(text), user.password);
  await page.getByLabel('Password', { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(page.locator(AWAITING_HYDRATION), 'still not hydrated').toHaveCount(1);

  release();
  await waitForHydration(page);
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(user.username);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(user.password);

  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/mfa-verify/);
  await page
    .getByLabel('Verification code', { exact: true })
    .fill(await user.authenticator.nextCode());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('a submit before hydration sends nothing, and the hydrated form acts on it', async ({
  page,
  createUser,
}) => {
  const user = await createUser();
  const sent: Request[] = [];
  page.on('request', (request) => sent.push(request));
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).press('Enter');

  const documents = () => sent.filter((request) => request.resourceType() === 'document');
  expect(documents().map((request) => request.method())).toEqual(['GET']);
  release();
  // The held submit is replayed once the form is hydrated: the sign-in goes on to its next step.
  await expect(page).toHaveURL(/\/mfa-verify/);
  await expect(page.getByLabel('Verification code', { exact: true })).toBeVisible();

  // Sign-in proves the password with SRP: no request carries it, in its URL or its body.
  for (const request of sent) {
    expect(request.url()).not.toContain(encodeURIComponent(user.password));
    expect(request.postData() ?? '', request.url()).not.toContain(user.password);
  }
  expect(documents().map((request) => request.method())).toEqual(['GET']);
});
