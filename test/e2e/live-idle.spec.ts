import {
  accountOf,
  expect,
  partyOf,
  readerClient,
  signInTo,
  simulatorPerFile,
  simulatorRequests,
  test,
} from './harness';

/**
 * Issue 23's idle budget, counted end to end: with the platform's WebSocket, the app asks the
 * server almost nothing while the user reads an open thread (at most 6 requests a minute; the
 * guide warns that asking too often can get a client blocked). Requests are counted, not timed,
 * so a slow machine does not change the verdict.
 */
const sim = simulatorPerFile(test, { controlApi: true });
const user = () => accountOf(sim(), 'user');

test('idle on a thread, the app asks the server at most 6 times a minute', async ({
  page,
  openHost,
}) => {
  test.setTimeout(180_000);
  const name = await partyOf(await readerClient(sim(), user()), sim().fixtures.chatSession);
  await openHost({ defaultHeartbeat: true });
  await signInTo(page, sim(), user());
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(`^${name}(?!,)`) })
    .click({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: `Messages with ${name}` })).toBeVisible();
  // The first download and the socket's catch-up are not idle: let them settle.
  await page.waitForTimeout(20_000);
  const { count: since } = await simulatorRequests(sim());
  await page.waitForTimeout(60_000);
  const { requests } = await simulatorRequests(sim(), since);
  const routes = requests.map((r) => `${r.method} ${r.path.replace(/\/\d+(?=\/|$)/g, '/:oid')}`);
  console.log(`idle minute: ${requests.length} requests ${JSON.stringify(routes)}`);
  expect(requests.length, routes.join(', ')).toBeLessThanOrEqual(6);
});
