/// <reference lib="dom" />
import { type Page } from '@playwright/test';
import { startSimulator, type RunningSimulator } from '../../src/simulator';
import {
  expect,
  expectColleagueSees,
  originOf,
  readerClient,
  screenshot,
  signInTo,
  test,
} from './harness';

/**
 * The user's own status end to end, through the browser host against the simulator: set from
 * the header's status menu, it is what the server holds and what a colleague's People shows; set
 * on another device, it shows in the header at once. Checked on the server and on the screen.
 */
let running: RunningSimulator | undefined;
test.beforeAll(async () => {
  running = await startSimulator({ port: 0, colleagues: 20 });
});
test.afterAll(async () => {
  await running?.close();
});
const sim = () => running!;
const account = (role: 'user' | 'administrator') => sim().accounts.find((a) => a.role === role)!;

const statusButton = (page: Page) => page.getByRole('button', { name: /change your status$/ });
const statusPanel = (page: Page) => page.getByRole('dialog', { name: 'Your status' });

test('do-not-disturb for one hour, set from the header, is the status colleagues see @screenshots', async ({
  page,
  openHost,
  browser,
}) => {
  const server = await readerClient(sim(), account('user'));
  const me = (await server.me.info()).person.commonName;
  await server.mePhone.setStatus('available');
  await openHost();
  await signInTo(page, sim(), account('user'));
  await expect(page.getByTestId('my-status')).toHaveText('Available');

  await statusButton(page).click();
  const panel = statusPanel(page);
  await expect(panel.getByRole('button', { name: 'Available', exact: true })).toBeFocused();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await screenshot(page, `status-menu-${theme}`);
  }
  const before = Date.now();
  await panel.getByRole('button', { name: 'For 1 hour' }).click();
  // With a weekday when the hour ends after midnight.
  await expect(page.getByTestId('my-status')).toHaveText(/^Do not disturb · until (\w{3} )?\d/);
  await expect(panel).toContainText(/Do not disturb until .*Picking a status ends it/);

  // The server: the user's presence, and a temporary status ending an hour from now.
  expect((await server.me.info()).presenceInfo?.status).toBe('dont_disturb');
  const settings = await server.mePhone.settings();
  expect(settings.temporaryUserStatus).toBe('dont_disturb');
  const until = Date.parse(`${settings.temporaryUserStatusUntil?.replace(' ', 'T')}Z`);
  expect(until - before).toBeGreaterThan(58 * 60_000);
  expect(until - before).toBeLessThan(62 * 60_000);

  // Escape closes the panel and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(statusButton(page)).toBeFocused();

  // A colleague's People, in a browser of their own.
  await expectColleagueSees(browser, sim(), account('administrator'), me, 'Do not disturb');
});

test('a status set on another device shows in the header at once', async ({ page, openHost }) => {
  const device = await readerClient(sim(), account('user'));
  await device.mePhone.setStatus('available');
  await openHost();
  await signInTo(page, sim(), account('user'));
  await expect(page.getByTestId('my-status')).toHaveText('Available');

  await device.mePhone.setStatus('at_appointment');
  await device.mePhone.setMessage('Dentist');
  expect((await device.me.info()).presenceInfo).toMatchObject({
    status: 'at_appointment',
    message: 'Dentist',
  });
  await expect(page.getByTestId('my-status')).toHaveText('In an appointment');
  // Named by what it shows, the user's name and status, and what it does.
  await expect(statusButton(page)).toHaveAccessibleName(
    /^\S.* In an appointment ?, change your status$/,
  );
  await statusButton(page).click();
  await expect(statusPanel(page).getByLabel('Status message')).toHaveValue('Dentist');
  await expect(
    statusPanel(page).getByRole('button', { name: 'In an appointment' }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test.describe('in Dutch', () => {
  test.use({ locale: 'nl-NL' });

  /** Signs the user in on the Dutch sign-in screen, available; their own reading client. */
  async function signInAvailable(page: Page, openHost: () => Promise<unknown>) {
    const server = await readerClient(sim(), account('user'));
    await server.mePhone.setStatus('available');
    await openHost();
    await page.getByLabel('Serveradres').fill(originOf(sim().baseUrl));
    await page.getByLabel('Gebruikersnaam').fill(account('user').userName);
    await page.getByLabel('Wachtwoord').fill(account('user').password);
    await page.getByRole('button', { name: 'Aanmelden', exact: true }).click();
    await expect(page.getByTestId('my-status')).toHaveText('Beschikbaar');
    return server;
  }

  test('the status menu speaks Dutch, and "1 uur" is the status on the server @screenshots', async ({
    page,
    openHost,
  }) => {
    const server = await signInAvailable(page, openHost);

    await page.getByRole('button', { name: /wijzig je status$/ }).click();
    const panel = page.getByRole('dialog', { name: 'Je status' });
    await expect(panel.getByRole('button', { name: 'Beschikbaar', exact: true })).toBeFocused();
    await expect(panel.getByRole('group', { name: 'Even niet storen' })).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await screenshot(page, `nl-status-menu-${theme}`);
    }
    await panel.getByRole('button', { name: '1 uur', exact: true }).click();
    await expect(page.getByTestId('my-status')).toHaveText(/^Niet storen · tot (\w{2} )?\d/);
    expect((await server.me.info()).presenceInfo?.status).toBe('dont_disturb');
  });

  test('a status until a day and time written as Dutch writes them is what the server holds', async ({
    page,
    openHost,
  }) => {
    const server = await signInAvailable(page, openHost);

    await page.getByRole('button', { name: /wijzig je status$/ }).click();
    const form = page.getByRole('dialog', { name: 'Je status' }).getByRole('form');
    // The fields speak the app's language, not the browser's: a day as dd-mm-jjjj, a 24-hour time.
    const day = form.getByRole('textbox', { name: 'Tot: dag' });
    const time = form.getByRole('textbox', { name: 'Tot: tijd' });
    await expect(day).toHaveValue(/^\d{2}-\d{2}-\d{4}$/);
    await expect(time).toHaveValue(/^\d{2}:\d{2}$/);

    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const two = (n: number) => String(n).padStart(2, '0');
    await day.fill(
      `${two(tomorrow.getDate())}-${two(tomorrow.getMonth() + 1)}-${tomorrow.getFullYear()}`,
    );
    await day.press('Tab');
    await time.fill('17.45');
    await time.press('Tab');
    await expect(time).toHaveValue('17:45');
    await form.getByRole('button', { name: 'Instellen' }).click();
    await expect(page.getByTestId('my-status')).toHaveText(/^Niet storen · tot /);

    const settings = await server.mePhone.settings();
    expect(settings.temporaryUserStatus).toBe('dont_disturb');
    const until = Date.parse(`${settings.temporaryUserStatusUntil?.replace(' ', 'T')}Z`);
    tomorrow.setHours(17, 45, 0, 0);
    expect(until).toBe(tomorrow.getTime());
  });
});
