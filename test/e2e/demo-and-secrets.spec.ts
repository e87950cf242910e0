import {
  expect,
  originOf,
  signIn,
  simulatorPerFile,
  startHost,
  startTokenSpy,
  test,
} from './harness';

const sim = simulatorPerFile(test);

test('"Try the demo" starts the built-in server and shows demo mode', async ({
  page,
  openHost,
}) => {
  await openHost();
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page.getByText('Demo mode')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }),
  ).toBeVisible();
  await expect(page.getByRole('status', { name: 'Connection: Online' })).toBeVisible();
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByText('Built-in demo server')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Try the demo' })).toBeVisible();
});

test('npm run web -- --demo opens straight into the demo', async ({ page, openHost }) => {
  await openHost({ demo: true });
  await expect(page.getByText('Demo mode')).toBeVisible();
});

test('no token ever reaches the page, its storage or a bridge result', async ({
  page,
  hosts,
  profileDir,
}) => {
  const spy = await startTokenSpy(sim().baseUrl);
  try {
    const host = await startHost({ profileDir });
    hosts.push(host);
    const received: string[] = [];
    page.on('websocket', (ws) => ws.on('framereceived', (f) => received.push(String(f.payload))));
    await page.goto(host.url);
    const user = sim().accounts.find((a) => a.role === 'user')!;
    await signIn(page, { server: originOf(spy.baseUrl), ...user, remember: true });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    sim().setFaults({ expireTokens: true });
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByText('Phone line', { exact: true })).toBeVisible();
    sim().setFaults({});

    // Login and a renewal happened: at least two token pairs went through the proxy.
    expect(spy.tokens.size).toBeGreaterThanOrEqual(4);
    // A string, not a function: this file is type-checked without the DOM library.
    const storage = String(
      await page.evaluate(
        'JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage), document.cookie])',
      ),
    );
    const everything = [await page.content(), storage, ...received].join('\n');
    expect(received.length).toBeGreaterThan(3);
    for (const token of spy.tokens) expect(everything).not.toContain(token);
    expect((await page.context().cookies()).map((c) => c.value).join()).not.toMatch(/\w{16}/);
  } finally {
    await spy.close();
  }
});
