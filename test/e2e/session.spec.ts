import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, originOf, profileFiles, signIn, simulatorPerFile, test } from './harness';

const sim = simulatorPerFile(test);
const account = (role: 'user' | 'administrator') => {
  const found = sim().accounts.find((a) => a.role === role);
  if (!found) throw new Error(`no ${role} account`);
  return found;
};

test.describe('sign-in and session', () => {
  test('a wrong password shows its sentence and keeps the user name', async ({
    page,
    openHost,
  }) => {
    await openHost();
    await signIn(page, {
      server: originOf(sim().baseUrl),
      userName: account('user').userName,
      password: 'not-it',
    });
    await expect(page.getByRole('alert')).toHaveText('Wrong user name or password.');
    await expect(page.getByLabel('User name')).toHaveValue(account('user').userName);
    await expect(page.getByLabel('Server address')).toHaveValue(originOf(sim().baseUrl));
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByLabel('Password')).toBeFocused();
  });

  test('a disabled account and an expired password each have their sentence', async ({
    page,
    openHost,
  }) => {
    await openHost();
    const server = originOf(sim().baseUrl);
    await signIn(page, { server, ...sim().fixtures.disabledAccount });
    await expect(page.getByRole('alert')).toContainText('disabled');
    // No field can fix it: focus is on the sentence, not lost to the page.
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(page.getByLabel('Password')).toHaveValue(sim().fixtures.disabledAccount.password);
    await signIn(page, { server, ...sim().fixtures.expiredAccount });
    await expect(page.getByRole('alert')).toContainText('expired');
  });

  test('an unreachable or plain-http server is refused with a sentence', async ({
    page,
    openHost,
  }) => {
    await openHost();
    await signIn(page, { server: 'http://pbx.example.com', userName: 'ann', password: 'x' });
    await expect(page.getByRole('alert')).toContainText('only allowed for this computer');
    await expect(page.getByLabel('Server address')).toBeFocused();
    await signIn(page, { server: 'http://127.0.0.1:9', userName: 'ann', password: 'x' });
    await expect(page.getByRole('alert')).toContainText("can't reach 127.0.0.1:9");
    await expect(page.getByLabel('Server address')).toBeFocused();
    // The simulator speaks plain http: at an https:// address that is no certificate problem.
    const plain = new URL(sim().baseUrl).host;
    await signIn(page, { server: `https://${plain}`, userName: 'ann', password: 'x' });
    await expect(page.getByRole('alert')).toContainText('does not speak HTTPS at this address');
    await expect(page.getByRole('alert')).not.toContainText('certificate');
    await expect(page.getByLabel('Password')).toHaveValue('x');
  });

  test('signs in and shows the shell for the role', async ({ page, openHost }) => {
    await openHost();
    await signIn(page, { server: originOf(sim().baseUrl), ...account('user') });
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of [
      'Conversations',
      'History',
      'Favorites',
      'People',
      'Web pages',
      'Settings',
    ]) {
      await expect(nav.getByRole('button', { name })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'Admin' })).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Connection: Online' })).toBeVisible();
    await expect(page.getByText(new URL(sim().baseUrl).host)).toBeVisible();
    await nav.getByRole('button', { name: 'History' }).click();
    await expect(page.getByRole('search', { name: 'Filter history' })).toBeVisible();
    await nav.getByRole('button', { name: 'Favorites' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    // Keyboard: arrow keys move through the navigation, Enter opens a section.
    await nav.getByRole('button', { name: 'Favorites' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  });

  test('an administrator sees Admin', async ({ page, openHost }) => {
    await openHost();
    await signIn(page, { server: originOf(sim().baseUrl), ...account('administrator') });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Admin' })
      .click();
    await expect(page.getByRole('heading', { name: 'Admin is coming soon' })).toBeVisible();
  });

  test('remember me signs in silently after a restart; sign-out forgets it on disk', async ({
    page,
    openHost,
    profileDir,
  }) => {
    const first = await openHost();
    await signIn(page, { server: originOf(sim().baseUrl), ...account('user'), remember: true });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await profileFiles(profileDir)).toEqual(
      expect.arrayContaining(['credentials.enc', 'credentials.key']),
    );
    expect((await stat(join(profileDir, 'credentials.key'))).mode & 0o777).toBe(0o600);
    expect((await stat(join(profileDir, 'credentials.enc'))).mode & 0o777).toBe(0o600);
    await first.stop();

    await openHost();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveCount(0);

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Switchboard' })).toBeVisible();
    await expect(page.getByLabel('User name')).toHaveValue(account('user').userName);
    const files = await profileFiles(profileDir);
    expect(files).not.toContain('credentials.enc');
    expect(files).not.toContain('credentials.key');
  });

  test("sign-out ends the page's host token; the page gets a new one and still reloads", async ({
    page,
    openHost,
  }) => {
    await openHost();
    await signIn(page, { server: originOf(sim().baseUrl), ...account('user') });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // A string, not a function: this file is type-checked without the DOM library.
    const hostToken = async () =>
      String(await page.evaluate("sessionStorage.getItem('switchboard.hostToken')"));
    const before = await hostToken();
    expect(before).toMatch(/^sbt\./);

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Switchboard' })).toBeVisible();
    await expect.poll(hostToken).not.toBe(before);
    expect(await hostToken()).toMatch(/^sbt\./);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in to Switchboard' })).toBeVisible();
    await expect(page.getByLabel('User name')).toHaveValue(account('user').userName);
  });
});
