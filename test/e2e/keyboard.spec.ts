import { type Locator, type Page } from '@playwright/test';
import {
  accountOf,
  expect,
  partyOf,
  readerClient,
  screenshot,
  signInTo,
  simulatorPerFile,
  test,
} from './harness';

/**
 * Issue #32 by the keyboard, in Chromium: one tab stop per list (roving focus, virtualized lists
 * included), the skip link and the panes (F6), the shortcuts and their list, the date fields in
 * the app's language, one focus ring per search field.
 */
const sim = simulatorPerFile(test, { controlApi: true });
const user = () => accountOf(sim(), 'user');
const mod = process.platform === 'darwin' ? 'Meta' : 'Control';

/** The main navigation, in either language. */
const nav = (page: Page) => page.getByRole('navigation', { name: /^(Main|Hoofdmenu)$/ });
const focusedIs = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses `key` until `target` has focus; how many presses that took. */
async function pressesTo(page: Page, target: Locator, key: string, max = 80): Promise<number> {
  for (let i = 0; i <= max; i++) {
    if (await focusedIs(target).catch(() => false)) return i;
    await page.keyboard.press(key);
  }
  throw new Error(`focus never reached ${target.toString()}`);
}

async function openFixtureChat(page: Page) {
  await signInTo(page, sim(), user());
  const name = await partyOf(await readerClient(sim(), user()), sim().fixtures.chatSession);
  // The one-to-one chat, not a group whose name starts with the same person.
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(`^${name} `) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  return {
    name,
    thread: page.getByRole('list', { name: `Messages with ${name}` }),
    composer: page.getByRole('textbox', { name: `Message ${name}` }),
  };
}

test('from the message box back to the navigation takes a few Shift+Tabs, not one per message', async ({
  page,
  openHost,
}) => {
  await openHost();
  const { thread, composer } = await openFixtureChat(page);
  await expect(composer).toBeFocused();
  const messages = thread.getByRole('article');
  await expect.poll(() => messages.count()).toBeGreaterThan(8);

  const presses = await pressesTo(
    page,
    nav(page).getByRole('button', { name: 'Conversations' }),
    'Shift+Tab',
  );
  console.log(`Shift+Tab from the message box to the navigation: ${presses}`);
  // Attach, the newest message's actions, the message, the person's call and star, the
  // conversation list, New chat, the filter, the status menu, Search, Call a number, the
  // navigation.
  expect(presses).toBeLessThanOrEqual(13);

  // Into the thread: one stop, the newest message; the arrows move between messages.
  await composer.focus();
  await pressesTo(page, messages.last(), 'Shift+Tab', 3);
  await page.keyboard.press('ArrowUp');
  await expect(messages.nth((await messages.count()) - 2)).toBeFocused();
  const chosen = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label')))!;
  // Tab goes into that message (its actions), then out of the list: to the message box.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Actions for the message/);
  await pressesTo(page, composer, 'Tab', 3);
  // Back again: the tab stop is the message chosen last.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', chosen);
  await screenshot(page, 'keyboard-message-focus-light');
});

test('the focused message stays focused while the thread scrolls it away and back', async ({
  page,
  openHost,
}) => {
  await openHost();
  const { thread, composer } = await openFixtureChat(page);
  await composer.focus();
  const messages = thread.getByRole('article');
  await pressesTo(page, messages.last(), 'Shift+Tab', 3);
  const newest = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label')))!;
  const scroller = page.locator('.message-scroller');
  // Far up: the newest message is out of view (the virtual list no longer needs it)…
  await scroller.evaluate((el) => (el.scrollTop = 0));
  await expect(
    page.getByText(/^(Loading older messages…|Start of the conversation)$/),
  ).toBeVisible();
  await page.waitForTimeout(300);
  expect(
    await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const box = el.getBoundingClientRect();
      const pane = document.querySelector('.message-scroller')!.getBoundingClientRect();
      return { tag: el.tagName, inView: box.bottom > pane.top && box.top < pane.bottom };
    }),
  ).toEqual({ tag: 'ARTICLE', inView: false });
  // …and keeps focus: Up from it moves to the one before, scrolled into view.
  await page.keyboard.press('ArrowUp');
  const before = page.locator(':focus');
  await expect(before).not.toHaveAttribute('aria-label', newest);
  await expect(before).toBeInViewport();
  await page.keyboard.press('End');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', newest);
  await expect(page.locator(':focus')).toBeInViewport();
  // Home goes to the first message loaded, drawn only once the list scrolls to it.
  await page.keyboard.press('Home');
  await expect(page.locator(':focus')).toBeInViewport();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('ARTICLE');
});

test('the skip link, the panes (F6) and the shortcuts, listed behind ?', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInTo(page, sim(), user());
  // The window's first Tab is "Skip to content", drawn when focused; it lands in the section.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('button', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('searchbox', { name: 'Filter conversations by name' })).toBeFocused();

  // F6: the navigation, the list's pane, the conversation's pane, and round again.
  await page.keyboard.press('F6');
  await expect(page.getByRole('button', { name: 'New chat' })).not.toBeFocused();
  await expect(page.locator('.conversation-main :focus, .conversation-main:focus')).toHaveCount(1);
  await page.keyboard.press('F6');
  await expect(nav(page).getByRole('button', { name: 'Conversations' })).toBeFocused();
  await page.keyboard.press('Shift+F6');
  await expect(page.locator('.conversation-main :focus, .conversation-main:focus')).toHaveCount(1);

  // Ctrl+2: History; Ctrl+F: its search (Ctrl+K is the search everywhere); a ? typed there is
  // a letter.
  await page.keyboard.press(`${mod}+2`);
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await page.keyboard.press(`${mod}+F`);
  const search = page.getByRole('searchbox', { name: 'Search history' });
  await expect(search).toBeFocused();
  await page.keyboard.type('?');
  await expect(search).toHaveValue('?');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await search.fill('');

  // Ctrl+N from History: Conversations with New chat, its search field focused.
  await page.keyboard.press(`${mod}+N`);
  await expect(page.getByRole('heading', { level: 1, name: 'Conversations' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'New chat' })).toBeVisible();
  // Alt+Down: the first conversation, then the next; Alt+Up back. Focus in the message box.
  // (Not from New chat's search field: a field that takes Alt+Down itself keeps it.)
  const list = page.getByRole('list', { name: 'Conversations' }).getByRole('button');
  // The list as it settles: every group named by its own name, not its members.
  await expect(list.nth(1)).toBeVisible();
  await expect(list.locator('.conversation-name', { hasText: ',' })).toHaveCount(0);
  const firstName = (await list.nth(0).locator('.conversation-name').textContent())!;
  const secondName = (await list.nth(1).locator('.conversation-name').textContent())!;
  await page.getByRole('heading', { level: 1, name: 'Conversations' }).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByRole('heading', { level: 2, name: firstName })).toBeVisible();
  await expect(page.getByRole('textbox', { name: `Message ${firstName}` })).toBeFocused();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByRole('heading', { level: 2, name: secondName })).toBeVisible();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByRole('heading', { level: 2, name: firstName })).toBeVisible();

  // ? where nothing is typed: the list of shortcuts; Escape closes it, focus goes back.
  await page.getByRole('heading', { level: 1, name: 'Conversations' }).focus();
  await page.keyboard.press('Shift+?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Anywhere' })).toContainText('New chat');
  await expect(dialog.getByRole('row', { name: /Next conversation/ })).toContainText('Alt+↓');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await screenshot(page, 'keyboard-shortcuts-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'keyboard-shortcuts-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  // While it is open, the window's shortcuts wait.
  await page.keyboard.press(`${mod}+2`);
  await expect(page.getByRole('heading', { level: 1, name: 'Conversations' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Conversations' })).toBeFocused();

  // Settings (Ctrl+,) lists them too, in Dutch once Dutch is chosen.
  await page.keyboard.press(`${mod}+,`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Keyboard shortcuts' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('nl');
  await expect(page.getByRole('heading', { level: 2, name: 'Sneltoetsen' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Overal' })).toContainText('Volgend gesprek');
  await page.getByRole('heading', { level: 1, name: 'Instellingen' }).focus();
  await page.keyboard.press('Shift+?');
  await expect(page.getByRole('dialog', { name: 'Sneltoetsen' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Taal' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test("History's date fields speak the app's language, not the browser's", async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInTo(page, sim(), user());
  await nav(page).getByRole('button', { name: 'History' }).click();
  const from = page.getByRole('textbox', { name: 'From', exact: true });
  await expect(from).toHaveAttribute('placeholder', 'mm/dd/yyyy');
  await from.fill('3/1/2026');
  await from.press('Tab');
  await expect(from).toHaveValue('03/01/2026');
  await from.fill('31/31/2026');
  await from.press('Tab');
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Write the date as mm/dd/yyyy.')).toBeVisible();
  await from.fill('03/01/2026');
  await from.press('Enter');
  await expect(from).not.toHaveAttribute('aria-invalid');

  // In Dutch (the browser still English): the same day as the Dutch write it.
  await nav(page).getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('nl');
  await nav(page).getByRole('button', { name: 'Geschiedenis' }).click();
  const van = page.getByRole('textbox', { name: 'Vanaf', exact: true });
  await expect(van).toHaveValue('01-03-2026');
  await expect(van).toHaveAttribute('placeholder', 'dd-mm-jjjj');
  const tot = page.getByRole('textbox', { name: 'Tot en met', exact: true });
  await tot.fill('2-3-26');
  await tot.press('Tab');
  await expect(tot).toHaveValue('02-03-2026');
  await screenshot(page, 'keyboard-history-dates-nl-light');
  await page.getByRole('button', { name: 'Tot en met: kiezen in een kalender' }).focus();
  await expect(
    page.getByRole('button', { name: 'Tot en met: kiezen in een kalender' }),
  ).toBeFocused();
  await nav(page).getByRole('button', { name: 'Instellingen' }).click();
  await page.getByRole('combobox', { name: 'Taal' }).selectOption('en');
});

test('a search field draws one focus ring, its frame, not a box inside it', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInTo(page, sim(), user());
  const filter = page.getByRole('searchbox', { name: 'Filter conversations by name' });
  await filter.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(filter).toBeFocused();
  const rings = await filter.evaluate((input) => {
    const frame = input.closest('.search-field')!;
    const own = getComputedStyle(input);
    return {
      field: own.boxShadow !== 'none' || parseFloat(own.borderTopWidth) > 0,
      frame: getComputedStyle(frame).boxShadow !== 'none',
    };
  });
  expect(rings).toEqual({ field: false, frame: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await screenshot(page, `keyboard-search-focus-${theme}`);
  }
});
