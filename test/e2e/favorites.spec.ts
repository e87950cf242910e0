/// <reference lib="dom" />
import { type Locator, type Page } from '@playwright/test';
import { type ApiClient } from '../../src/main/api';
import { startSimulator, type RunningSimulator } from '../../src/simulator';
import { expect, openSection, pickUp, readerClient, signInTo, test } from './harness';

/**
 * Favorites end to end: added from People, reordered by keyboard and by drag, removed, and made
 * offline; each step checked on the server (the simulator), not only on screen.
 */
let running: RunningSimulator | undefined;
test.beforeEach(async () => {
  running = await startSimulator({ port: 0 });
});
test.afterEach(async () => {
  await running?.close();
});
const sim = () => running!;
const user = () => sim().accounts.find((a) => a.userName === 'user')!;

/** The user's favorites on the server, by name, in their order. */
async function onServer(client: ApiClient): Promise<string[]> {
  const list = await client.favorites.get();
  return [...list.x1ListItems]
    .sort((a, b) => a.orderNumber - b.orderNumber)
    .map((f) => f.referable.commonName);
}

async function nameOf(client: ApiClient, userName: string): Promise<string> {
  const page = await client.users.list({ where: { userName }, include: ['person'] });
  return page.items[0]?.person?.commonName ?? '';
}

async function addFromPeople(page: Page, userName: string, name: string) {
  await openSection(page, 'People');
  await page.getByRole('searchbox', { name: 'Search colleagues' }).fill(userName);
  await page
    .getByRole('listbox', { name: 'Colleagues' })
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .click();
  const details = page.getByRole('article', { name: `About ${name}` });
  await details.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(details.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
}

const favoritesList = (page: Page) => page.getByRole('list', { name: 'Favorites' });
const shownOrder = (page: Page) =>
  favoritesList(page).getByRole('listitem').locator('.person-name').allTextContents();

/** Drags a row by its handle to the middle of another, in small steps, as a hand would. */
async function drag(page: Page, handle: Locator, onto: Locator) {
  const from = await handle.boundingBox();
  const to = await onto.boundingBox();
  if (!from || !to) throw new Error('nothing to drag');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(
      from.x + from.width / 2,
      from.y + from.height / 2 + ((to.y + 4 - from.y - from.height / 2) * i) / steps,
    );
  }
  await page.mouse.up();
}

test('add two from People, reorder by keyboard and by drag, remove one: each on the server', async ({
  page,
  openHost,
}) => {
  const client = await readerClient(sim(), user());
  const before = await onServer(client);
  const [a, b] = [await nameOf(client, 'colleague15'), await nameOf(client, 'colleague16')];
  await openHost();
  await signInTo(page, sim(), user());

  await addFromPeople(page, 'colleague15', a);
  await addFromPeople(page, 'colleague16', b);
  await expect.poll(() => onServer(client)).toEqual([...before, a, b]);

  await openSection(page, 'Favorites');
  await expect.poll(() => shownOrder(page)).toEqual([...before, a, b]);

  // Keyboard: pick up b, move it up one place, put it down.
  // What a screen reader hears is in dnd-kit's live region.
  const said = page.getByRole('status').filter({ hasText: b });
  await page.getByRole('button', { name: `Move ${b}` }).focus();
  await pickUp(page);
  await expect(said).toHaveText(`Picked up ${b}. It is at position 6 of 6.`);
  await page.keyboard.press('ArrowUp');
  await expect(said).toHaveText(`${b} is now at position 5 of 6.`);
  await page.keyboard.press('Space');
  await expect(said).toHaveText(`${b} put at position 5 of 6.`);
  await expect.poll(() => shownOrder(page)).toEqual([...before, b, a]);
  await expect.poll(() => onServer(client)).toEqual([...before, b, a]);
  // The app has heard the server take it (nothing waiting) before the next move starts.
  await expect(page.getByText(/waiting to be saved/)).toHaveCount(0);

  // Drag: a to the top of the list.
  const first = favoritesList(page).getByRole('listitem').first();
  await drag(page, page.getByRole('button', { name: `Move ${a}` }), first);
  await expect.poll(() => shownOrder(page)).toEqual([a, ...before, b]);
  await expect.poll(() => onServer(client)).toEqual([a, ...before, b]);

  // Remove b from its details.
  await favoritesList(page)
    .getByRole('button', { name: new RegExp(`^${b}`) })
    .click();
  await page
    .getByRole('article', { name: `About ${b}` })
    .getByRole('button', { name: 'Remove from favorites' })
    .click();
  await expect.poll(() => shownOrder(page)).toEqual([a, ...before]);
  await expect.poll(() => onServer(client)).toEqual([a, ...before]);
});

test('a favorite added offline is saved once when the server is back', async ({
  page,
  openHost,
}) => {
  const client = await readerClient(sim(), user());
  const before = await onServer(client);
  const name = await nameOf(client, 'colleague17');
  await openHost();
  await signInTo(page, sim(), user());
  await openSection(page, 'People');
  // The directory is on this computer before the server goes away.
  await expect(page.getByRole('status').filter({ hasText: /colleagues$/ })).toBeVisible();

  sim().setFaults({ dropRate: 1 });
  await expect(page.getByRole('status', { name: 'Connection: Offline' })).toBeVisible();
  await addFromPeople(page, 'colleague17', name);
  await openSection(page, 'Favorites');
  const row = favoritesList(page).getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Not saved yet');
  await expect(page.getByText('One change is waiting to be saved on the server.')).toBeVisible();
  expect(await readerClient(sim(), user()).catch(() => undefined)).toBeUndefined();

  sim().setFaults({});
  await expect(page.getByRole('status', { name: 'Connection: Online' })).toBeVisible();
  await expect.poll(() => onServer(client)).toEqual([...before, name]);
  await expect(row).not.toContainText('Not saved yet');
  // Applied once: the queue is empty and nothing arrives later.
  await expect(page.getByText(/waiting to be saved/)).toHaveCount(0);
  await page.waitForTimeout(1500);
  expect(await onServer(client)).toEqual([...before, name]);
});

test('a favorite added in a conversation header and in History shows in Favorites', async ({
  page,
  openHost,
}) => {
  const client = await readerClient(sim(), user());
  const before = await onServer(client);
  const chat = await client.chats.get(sim().fixtures.chatSession);
  const me = await client.me.info();
  const other = chat.participants.find((p) => p.oid !== me.person.oid)!;
  await openHost();
  await signInTo(page, sim(), user());
  await openSection(page, 'Conversations');
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(`^${other.commonName}(?!,)`) })
    .click();
  const star = page.getByRole('button', { name: `Add ${other.commonName} to favorites` });
  const wasFavorite = before.includes(other.commonName);
  if (wasFavorite) {
    await page.getByRole('button', { name: `Remove ${other.commonName} from favorites` }).click();
    await expect.poll(() => onServer(client)).not.toContain(other.commonName);
  }
  await star.click();
  await expect(
    page.getByRole('button', { name: `Remove ${other.commonName} from favorites` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => onServer(client)).toContain(other.commonName);
  await openSection(page, 'Favorites');
  await expect(favoritesList(page)).toContainText(other.commonName);
});
