/// <reference lib="dom" />
import { startSimulator, type RunningSimulator } from '../../src/simulator';
import { expect, openSection, readerClient, signInTo, test } from './harness';

/**
 * Web pages end to end in the browser host: every page the server lists is in the section's
 * navigation and opens inside the app (a sandboxed frame) or says why it can't. The simulator
 * serves the demo's pages itself; CRM refuses to be framed.
 */
let running: RunningSimulator | undefined;
test.beforeAll(async () => {
  running = await startSimulator({ port: 0 });
});
test.afterAll(async () => {
  await running?.close();
});
const sim = () => running!;
const user = () => sim().accounts.find((a) => a.userName === 'user')!;

test('every web page of the server is listed and opens; a refusing one says so', async ({
  page,
  openHost,
}) => {
  const client = await readerClient(sim(), user());
  const listed = (await client.webpages.list()).items;
  expect(listed.map((p) => p.name)).toEqual(['Intranet', 'CRM']);
  await openHost();
  await signInTo(page, sim(), user());
  await openSection(page, 'Web pages');
  const nav = page.getByRole('navigation', { name: 'Your web pages' });
  await expect(nav.getByRole('button')).toHaveCount(listed.length);
  await expect(nav).not.toContainText('Old wiki');

  for (const { name, url } of listed) {
    await nav.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expect(nav.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const section = page.getByRole('region', { name });
    const toolbar = section.getByRole('toolbar', { name: `${name}: page controls` });
    await expect(toolbar.getByRole('textbox', { name: 'Address' })).toHaveValue(url);
    await expect(toolbar.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'href',
      url,
    );
    if (name === 'Intranet') {
      const frame = section.locator(`iframe[title="${name}"]`);
      await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
      await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
      await expect(
        page
          .frameLocator(`iframe[title="${name}"]`)
          .getByRole('heading', { name: 'Company intranet' }),
      ).toBeVisible();
    } else {
      await expect(section.getByRole('alert')).toHaveText(
        `${name} can't be shown inside Switchboard: the site doesn't allow it. Open it in a new tab instead.`,
      );
      await expect(section.locator('iframe')).toHaveCount(0);
    }
  }
});
