import { chromium, type Browser, type Page } from '@playwright/test';

/** Headless Chromium as the page benchmarks run it: no GPU, sandbox or first-run screens. */
export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
}

/** Signs in through the page's own form, then opens a section from the main navigation. */
export async function signInAndOpen(
  page: Page,
  server: string,
  user: { userName: string; password: string },
  section: string,
): Promise<void> {
  await page.getByLabel('Server address').fill(server);
  await page.getByLabel('User name').fill(user.userName);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: section })
    .click();
}
