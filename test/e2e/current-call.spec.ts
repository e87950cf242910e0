import { type Page } from '@playwright/test';
import { expect, originOf, screenshot, signInTo, test } from './harness';
import * as twin from './phone-twin';
import { callBar, callsOnServer, lineOf, newCall, step, type ControlCall } from './phone-twin';

/**
 * The current call end to end, in the browser host against the simulator's phone twin: a
 * connected call transferred to a colleague, a colleague's call ringing the user's line and
 * hung up from the bar, and another user signing in after the first. Each step is checked on
 * the screen and on the server (`GET /__simulator/calls`); the far side is played by hand.
 */
const sim = twin.phoneTwinSimulator();
const user = () => sim().accounts.find((a) => a.userName === 'user')!;
const colleague = (n: number) => ({ userName: `colleague${n}`, password: 'demo' });

/** Pictures of the screen at both sizes, in both themes; `lang` names the language. */
async function shoot(page: Page, name: string, lang: 'en' | 'nl') {
  for (const [width, height] of [
    [1280, 800],
    [800, 600],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await screenshot(page, `${lang}-${name}-${width}-${theme}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
}

/** Calls `number` from the "Call a number" dialog (Ctrl+Shift+D); both PBX legs answer. */
async function connectedCallTo(page: Page, number: string): Promise<ControlCall> {
  const before = (await callsOnServer(sim())).length;
  await page.keyboard.press('Control+Shift+D');
  const field = page.getByRole('dialog').locator('input[type="tel"]');
  await field.fill(number);
  await field.press('Enter');
  const call = await newCall(sim(), before);
  await step(sim(), call, 'answer');
  await step(sim(), call, 'answer');
  return call;
}

/** A colleague calls the user's line (the control API's `ringLine`). */
const ringLine = (from: string) => twin.ringLine(sim(), 'user', from);

test('a connected call is transferred to a colleague picked from the directory @screenshots', async ({
  page,
  openHost,
}) => {
  test.setTimeout(120_000);
  const reader = user();
  const own = await lineOf(sim(), reader, 'user');
  const bob = await lineOf(sim(), reader, 'colleague1');
  const carol = await lineOf(sim(), reader, 'colleague2');
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await openHost();
  await signInTo(page, sim(), user());
  const call = await connectedCallTo(page, bob.number);
  const bar = callBar(page);
  await expect(bar.getByRole('status')).toHaveText(`On a call with ${bob.name}`);
  await shoot(page, 'call-bar-connected', 'en');

  await bar.getByRole('button', { name: `Transfer the call with ${bob.name}` }).click();
  const picker = page.getByRole('dialog', { name: `Transfer the call with ${bob.name}` });
  await picker.getByRole('searchbox', { name: 'Find a colleague' }).fill(carol.name);
  const pick = picker.getByRole('button', { name: `Transfer to ${carol.name}` });
  await expect(pick).toBeVisible();
  await shoot(page, 'call-bar-transfer-picker', 'en');
  const placed = (await callsOnServer(sim())).length;
  await pick.click();
  await expect(picker).toBeHidden();

  // The PBX rings the user's phone for the call to Carol, then Carol's.
  const consult = await newCall(sim(), placed);
  expect(consult).toMatchObject({ userName: 'user', from: own.number, to: carol.number });
  await expect(bar.getByRole('status')).toHaveText(
    `Transferring ${bob.name} to ${carol.name}: pick up your phone to call them.`,
  );
  await step(sim(), consult, 'answer');
  await expect(bar.getByRole('status')).toHaveText(
    `Transferring ${bob.name} to ${carol.name}: calling ${carol.name}…`,
  );
  await step(sim(), consult, 'answer');
  await expect(bar.getByRole('status')).toHaveText(
    `Call with ${bob.name} transferred to ${carol.name}`,
  );

  // On the server Bob and Carol talk on, and the user is in neither call.
  await expect
    .poll(async () => (await callsOnServer(sim())).find((c) => c.id === call.id)?.state)
    .toBe('transferred');
  const joined = (await callsOnServer(sim())).find((c) => c.id === call.id)!;
  expect(joined.channels.map((c) => c.phone).sort()).toEqual(['colleague1', 'colleague2']);
  expect((await callsOnServer(sim())).find((c) => c.id === consult.id)).toMatchObject({
    state: 'ended',
    outcome: 'transferred',
  });
  await expect(bar).toBeHidden({ timeout: 10_000 });
});

test("a colleague's call rings the user's line: the bar says who, and Hang up ends it @screenshots", async ({
  page,
  openHost,
}) => {
  const bob = await lineOf(sim(), user(), 'colleague1');
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await openHost();
  await signInTo(page, sim(), user());
  const call = await ringLine('colleague1');
  const bar = callBar(page);
  await expect(bar.getByRole('status')).toHaveText(
    `${bob.name} is calling you. Answer on your phone.`,
  );
  await shoot(page, 'call-bar-ringing', 'en');

  await bar.getByRole('button', { name: `Hang up: decline the call from ${bob.name}` }).click();
  await expect(bar.getByRole('status')).toHaveText(`Call with ${bob.name} ended`);
  await expect
    .poll(async () => (await callsOnServer(sim())).find((c) => c.id === call.id))
    .toMatchObject({ state: 'ended', outcome: 'hungUp' });
});

test('another user signing in sees none of the calls before', async ({ page, openHost }) => {
  const bob = await lineOf(sim(), user(), 'colleague1');
  await openHost();
  await signInTo(page, sim(), user());
  await ringLine('colleague1');
  await expect(callBar(page).getByRole('status')).toHaveText(
    `${bob.name} is calling you. Answer on your phone.`,
  );
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Settings' })
    .click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signInTo(page, sim(), colleague(2));
  // Still ringing for the user on the server, and nothing of it here.
  expect((await callsOnServer(sim())).at(-1)).toMatchObject({ state: 'ringingRemote' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(callBar(page)).toHaveCount(0);
});

test.describe('in Dutch', () => {
  test.use({ locale: 'nl-NL' });

  test('the call bar and the transfer picker speak Dutch @screenshots', async ({
    page,
    openHost,
  }) => {
    test.setTimeout(120_000);
    const bob = await lineOf(sim(), user(), 'colleague1');
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await openHost();
    // Signed in as the Dutch page asks.
    await page.getByLabel('Serveradres').fill(originOf(sim().baseUrl));
    await page.getByLabel('Gebruikersnaam').fill(user().userName);
    await page.getByLabel('Wachtwoord').fill(user().password);
    await page.getByRole('button', { name: 'Aanmelden', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
    const ringing = await ringLine('colleague1');
    const bar = callBar(page, 'Huidig gesprek');
    await expect(bar.getByRole('status')).toHaveText(
      `${bob.name} belt je. Neem op met je telefoon.`,
    );
    await shoot(page, 'call-bar-ringing', 'nl');
    await step(sim(), ringing, 'hangup');
    await expect(bar).toBeHidden({ timeout: 10_000 });

    await connectedCallTo(page, bob.number);
    await expect(bar.getByRole('status')).toHaveText(`In gesprek met ${bob.name}`);
    await shoot(page, 'call-bar-connected', 'nl');
    await bar.getByRole('button', { name: `Verbind het gesprek met ${bob.name} door` }).click();
    await expect(
      page.getByRole('dialog', { name: `Gesprek met ${bob.name} doorverbinden` }),
    ).toBeVisible();
    await shoot(page, 'call-bar-transfer-picker', 'nl');
  });
});
