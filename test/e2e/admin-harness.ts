import { type Page } from '@playwright/test';
import { createApiClient, type ApiClient } from '../../src/main/api';
import { type Role } from '../../src/shared/interface';
import { type RunningSimulator } from '../../src/simulator';
import { expect, originOf, signIn } from './harness';

/** The admin area's end-to-end steps: sign in by role, open a resource, read the server. */
export function adminSteps(sim: () => RunningSimulator) {
  let spaces = 0;
  const account = (role: Role) => {
    const found = sim().accounts.find((a) => a.role === role);
    if (!found) throw new Error(`no ${role} account`);
    return { userName: found.userName, password: found.password };
  };
  return {
    /** A client of the test's own, to read (and change) what the server really holds. */
    async serverClient(role: Role): Promise<ApiClient> {
      const client = createApiClient({
        baseUrl: sim().baseUrl,
        fetch,
        userSpace: `e2e-admin-${process.pid}-${++spaces}`,
        retry: { attempts: 1 },
      });
      await client.session.login(account(role));
      return client;
    },
    async signInAs(page: Page, role: Role): Promise<void> {
      await signIn(page, { server: originOf(sim().baseUrl), ...account(role) });
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    },
  };
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin resources' });

/** Opens Admin and one of its resources, and waits for its form or list. */
export async function openAdmin(page: Page, resource: string): Promise<void> {
  await mainNav(page).getByRole('button', { name: 'Admin', exact: true }).click();
  await adminNav(page).getByRole('button', { name: resource }).click();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
}

/** Reviews the form's changes and saves them; waits for the server's values to be shown. */
export async function reviewAndSave(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Review changes' }).click();
  await expect(page.getByRole('table', { name: 'What will change' })).toBeVisible();
  // The review takes the keyboard and the view, however long the form above it.
  const review = page.getByRole('heading', { name: 'What will change' });
  await expect(review).toBeFocused();
  await expect(review).toBeInViewport();
  await page.getByRole('button', { name: 'Save changes' }).click();
  // The result is said where the user is, and takes focus.
  const saved = page.getByText('Saved. The form shows what the server holds now.');
  await expect(saved).toBeVisible();
  await expect(saved).toBeInViewport();
  await expect(page.locator('.admin-result')).toBeFocused();
}
