/// <reference lib="dom" />
import { type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  accountOf,
  clickNotification,
  expect,
  originOf,
  readerClient,
  recordNotifications,
  screenshot,
  signInTo,
  simulatorEvent,
  simulatorPerFile,
  test,
} from './harness';

/**
 * Voicemail end to end, through the browser host against the simulator: a caller leaves a
 * message (the control API's missed call with a voicemail), the desktop notification opens it,
 * it is marked new, it plays in the app, and playing it marks it heard on the server and on the
 * screen; saving it downloads the recording.
 */
const sim = simulatorPerFile(test, { controlApi: true });
const user = () => accountOf(sim(), 'user');

/** A caller leaves the user a voicemail: the simulator's control API; answers its oid. */
async function leaveVoicemail(): Promise<string> {
  const { oid } = await simulatorEvent(sim(), {
    type: 'call',
    direction: 'missed',
    voicemail: true,
  });
  return String(oid);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** `<name>-light.png` and `<name>-dark.png`, each once its theme is drawn. */
async function shootThemes(page: Page, name: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    // Two frames: the new palette painted, not caught halfway.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await screenshot(page, `${name}-${theme}`);
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
}

test('a new voicemail notifies, is marked new, plays in the app and is then heard on the server @screenshots', async ({
  page,
  openHost,
}) => {
  test.setTimeout(120_000);
  const server = await readerClient(sim(), user());
  const notifications = await recordNotifications(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await openHost();
  await signInTo(page, sim(), user());
  // The list is read once before the message comes: what was there is not news.
  await nav(page).getByRole('button', { name: 'Voicemail' }).click();
  await expect(page.getByRole('list', { name: 'Voicemails' })).toBeVisible({ timeout: 20_000 });
  await nav(page).getByRole('button', { name: 'History' }).click();

  const oid = await leaveVoicemail();
  await expect
    .poll(async () => (await notifications()).filter((n) => n.title === 'New voicemail'), {
      timeout: 30_000,
    })
    .toHaveLength(1);
  // The sidebar counts it.
  const entry = nav(page).getByRole('button', { name: 'Voicemail', exact: true });
  await expect(entry).toHaveAccessibleDescription('1 new voicemail');
  await expect(entry.getByText('1', { exact: true })).toBeVisible();

  const shown = await notifications();
  await clickNotification(
    page,
    shown.findIndex((n) => n.title === 'New voicemail'),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Voicemail' })).toBeVisible();
  const item = page.locator(`#voicemail-${oid}`);
  await expect(item.getByText('New', { exact: true })).toBeVisible();
  // Opened by the notification: the player is there, not playing yet.
  const player = item.locator('audio');
  await expect(player).toBeVisible();
  await expect(item.getByTestId('voicemail-length')).toHaveText('Length 0:03');
  expect(await player.evaluate((audio: HTMLAudioElement) => audio.duration)).toBeGreaterThan(0);
  expect(await player.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);
  await shootThemes(page, 'voicemail');

  // Seekable, and it plays.
  await player.evaluate(async (audio: HTMLAudioElement) => {
    audio.muted = true;
    audio.currentTime = 1;
    await audio.play();
  });
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime), {
      timeout: 10_000,
    })
    .toBeGreaterThan(1);

  // Heard: on the server (displayed and retrieved), then on the screen and in the sidebar.
  await expect
    .poll(
      async () =>
        (
          await server.communications.search({
            include: 'all',
            where: { voicemail: true, displayed: true, retrieved: true },
          })
        ).items.map((i) => i.oid),
      { timeout: 10_000 },
    )
    .toContain(oid);
  await expect(item.getByText('New', { exact: true })).toBeHidden();
  await expect(entry).toHaveAccessibleDescription('');

  // Saved to a file: the browser host's download, the recording itself.
  const download = page.waitForEvent('download');
  await item.getByRole('button', { name: /^Save to file: the voicemail from / }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`voicemail-${oid}.wav`);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  await expect(item.getByText('Saved.')).toBeVisible();
});

test('from the keyboard, Play opens the player on a voicemail and starts it @screenshots', async ({
  page,
  openHost,
}) => {
  const oid = await leaveVoicemail();
  await page.setViewportSize({ width: 800, height: 600 });
  await openHost();
  await signInTo(page, sim(), user());
  await nav(page)
    .getByRole('button', { name: /^Voicemail/ })
    .click();
  const item = page.locator(`#voicemail-${oid}`);
  const play = item.getByRole('button', { name: /^Play the voicemail from / });
  await play.focus();
  await page.keyboard.press('Enter');
  // Asked to be heard: it starts by itself.
  const player = item.locator('audio');
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => !audio.paused || audio.ended), {
      timeout: 10_000,
    })
    .toBe(true);
  await expect(item.getByTestId('voicemail-length')).toHaveText('Length 0:03');
  await shootThemes(page, 'voicemail-800');
});

test.describe('in Dutch', () => {
  test.use({ locale: 'nl-NL' });

  test('the list and its player speak Dutch @screenshots', async ({ page, openHost }) => {
    const oid = await leaveVoicemail();
    await openHost();
    await page.getByLabel('Serveradres').fill(originOf(sim().baseUrl));
    await page.getByLabel('Gebruikersnaam').fill(user().userName);
    await page.getByLabel('Wachtwoord').fill(user().password);
    await page.getByRole('checkbox', { name: 'Aangemeld blijven op deze computer' }).uncheck();
    await page.getByRole('button', { name: 'Aanmelden', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await menu.getByRole('button', { name: /^Voicemail/ }).click();
    const item = page.locator(`#voicemail-${oid}`);
    await expect(item.getByText('Nieuw', { exact: true })).toBeVisible({ timeout: 20_000 });
    await item.getByRole('button', { name: /^Het voicemailbericht van .* afspelen$/ }).click();
    await expect(item.getByTestId('voicemail-length')).toHaveText('Duur 0:03');
    for (const size of [
      { width: 1280, height: 800, name: 'nl-voicemail' },
      { width: 800, height: 600, name: 'nl-voicemail-800' },
    ]) {
      await page.setViewportSize(size);
      await shootThemes(page, size.name);
    }
  });
});
