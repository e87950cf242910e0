import AxeBuilder from '@axe-core/playwright';
import { createApiClient } from '../../src/main/api';
import { type RunningSimulator } from '../../src/simulator';
import {
  expect,
  originOf,
  screenshot,
  signIn,
  simulatorPerFile,
  simulatorRequests,
  test,
} from './harness';

/**
 * Sign-in with a code sent by e-mail (issue #27): the account's first sign-in asks for a code,
 * the user has one sent, reads it in their mail (the simulator's mailbox) and signs in with it.
 * Checked on screen and on the server: the requests it received, and the code used up.
 */
const sim = simulatorPerFile(test, { controlApi: true });
test.afterEach(() => sim().setFaults({}));

interface Mail {
  userName: string;
  email: string;
  code: string;
}

/** The codes the simulator has "e-mailed" so far (its control API). */
async function mailbox(server: RunningSimulator): Promise<Mail[]> {
  const response = await fetch(`${server.baseUrl}/__simulator/mail`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { data: Mail[] }).data;
}

test('an account with a second factor has a code sent, types it, and is signed in @screenshots', async ({
  page,
  openHost,
}) => {
  const { userName, password, email, code: seeded } = sim().fixtures.mfaAccount;
  const { count: since } = await simulatorRequests(sim());
  await openHost();
  await signIn(page, { server: originOf(sim().baseUrl), userName, password });
  await expect(page.getByRole('alert')).toHaveText(
    'This account needs a verification code. Enter the e-mail address of your account and send yourself a code, or enter the code you have.',
  );
  const group = page.getByRole('group', { name: 'Verification code' });
  const emailField = group.getByLabel('E-mail address');
  await expect(emailField).toBeFocused();

  // Without an address the button asks for one first.
  await group.getByRole('button', { name: 'Send a code' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Enter your e-mail address to send a code to it.',
  );
  await expect(emailField).toBeFocused();
  expect(await mailbox(sim())).toEqual([]);

  await emailField.fill(email);
  await group.getByRole('button', { name: 'Send a code' }).click();
  await expect(group.getByRole('status')).toHaveText(`A code was sent to ${email}.`);
  await expect(group.getByLabel('Code')).toBeFocused();
  await expect(group.getByRole('button', { name: 'Send a new code' })).toBeVisible();
  // The group, its button and its status pass axe as the rest of the app does.
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);
  await screenshot(page, 'sign-in-code-sent-light');
  await page.setViewportSize({ width: 800, height: 600 });
  await screenshot(page, 'sign-in-code-sent-light-800x600');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The user reads the code in their mail: the one just sent, not the account's seeded one.
  const mail = await mailbox(sim());
  expect(mail).toEqual([expect.objectContaining({ userName, email })]);
  const sent = mail[0]!.code;
  expect(sent).not.toBe(seeded);
  await group.getByLabel('Code').fill(sent);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // On the server: a login refused for want of a code, the request of one, then a login with it.
  const { requests } = await simulatorRequests(sim(), since);
  const session = requests
    .map((r) => `${r.method} ${r.path.replace(/^\/api\/v1\/[^/]+/, '')}`)
    .filter((r) => r === 'POST /me/login' || r === 'POST /me/request_mfa');
  expect(session).toEqual(['POST /me/login', 'POST /me/request_mfa', 'POST /me/login']);
  // The sent code signed the app in: the server took it, so it signs no one in again.
  const other = createApiClient({ baseUrl: sim().baseUrl, fetch, userSpace: 'e2e-sign-in-code' });
  await expect(
    other.session.login({ userName, password, mfa: { code: sent, email } }),
  ).rejects.toMatchObject({ status: 401, code: 10013 });
});

test('a server without the request of a code says it sends the code by itself', async ({
  page,
  openHost,
}) => {
  const { userName, password, email } = sim().fixtures.mfaAccount;
  sim().setFaults({ refuseMfaRequest: true });
  const before = (await mailbox(sim())).length;
  await openHost();
  await signIn(page, { server: originOf(sim().baseUrl), userName, password });
  const group = page.getByRole('group', { name: 'Verification code' });
  await group.getByLabel('E-mail address').fill(email);
  await group.getByRole('button', { name: 'Send a code' }).click();
  await expect(group.getByRole('status')).toHaveText(
    'This server sends the code by itself when you sign in: check your e-mail for it.',
  );
  // Not a failure: no alert is shown.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(group.getByLabel('Code')).toBeFocused();
  // That server e-mailed it when the sign-in asked for a code; with it, the user is in.
  const sent = (await mailbox(sim())).slice(before);
  expect(sent).toEqual([expect.objectContaining({ userName, email })]);
  await group.getByLabel('Code').fill(sent[0]!.code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
