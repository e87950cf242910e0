import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, openHistory, originOf, signIn, simulatorPerFile, test } from './harness';

const sim = simulatorPerFile(test);
const user = () => sim().accounts.find((a) => a.role === 'user')!;

test.afterEach(() => sim().setFaults({}));

test('an expired token is renewed without the user noticing', async ({
  page,
  openHost,
  profileDir,
}) => {
  await openHost();
  await signIn(page, { server: originOf(sim().baseUrl), ...user(), remember: true });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const storedBefore = (await stat(join(profileDir, 'credentials.enc'))).mtimeMs;

  sim().setFaults({ expireTokens: true });
  // Settings reads /me/info: the token is refused, the client renews and repeats the call.
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByText('Phone line', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The renewed token replaced the stored one, so the next start still signs in silently.
  await expect
    .poll(async () => (await stat(join(profileDir, 'credentials.enc'))).mtimeMs)
    .toBeGreaterThan(storedBefore);
});

test('a server that goes down is shown as offline and recovers by itself', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signIn(page, { server: originOf(sim().baseUrl), ...user() });
  await expect(page.getByRole('status', { name: 'Connection: Online' })).toBeVisible();

  sim().setFaults({ dropRate: 1 });
  await expect(page.getByRole('status', { name: 'Connection: Offline' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(`Can't reach ${new URL(sim().baseUrl).host}`);
  await expect(page.getByRole('button', { name: 'Retry now' })).toBeVisible();

  sim().setFaults({});
  await expect(page.getByRole('status', { name: 'Connection: Online' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('when the session ends for good, a sign-in prompt over the shell brings the user back', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signIn(page, { server: originOf(sim().baseUrl), ...user() });
  // History's first download done, the app makes few calls by itself, so the user's next move
  // is most likely the one that meets the ended session (see below for when it is not).
  await openHistory(page);
  await expect(page.getByRole('status', { name: 'History sync' })).toContainText('Updated');
  await page.getByRole('button', { name: 'Favorites' }).click();
  await expect(page.getByRole('heading', { name: 'Favorites', level: 1 })).toBeVisible();

  // The server forgets every session, renewal tokens included: renewal cannot save this one.
  sim().setFaults({ endSessions: true });
  // The user's next move (Settings reads /me/info) meets the ended session, unless a call the
  // app makes by itself (the live socket asking for its address again, a presence read) met it
  // first and put the prompt up over an inert shell: either way, the prompt.
  const settings = page.getByRole('button', { name: 'Settings' });
  const prompt = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(async () => {
    if (!(await prompt.isVisible())) await settings.click({ timeout: 1_000 });
    await expect(prompt).toBeVisible({ timeout: 1_000 });
  }).toPass();
  // The shell stays underneath (nothing the user was doing is torn down).
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();

  await prompt.getByLabel('Password').fill(user().password);
  await prompt.getByRole('button', { name: 'Sign in' }).click();
  await expect(prompt).toBeHidden();
  await settings.click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByText('Phone line', { exact: true })).toBeVisible();
});
