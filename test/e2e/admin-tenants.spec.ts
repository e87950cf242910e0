import { type Page } from '@playwright/test';
import { adminNav, adminSteps, openAdmin, reviewAndSave } from './admin-harness';
import { expect, simulatorPerFile, test } from './harness';

/** Tenants (4.4, 4.17), master only, against the simulator; each change read back from it. */
const sim = simulatorPerFile(test);
const steps = adminSteps(sim);

const tenantTable = (page: Page) => page.getByRole('table', { name: 'Tenants' });
const rowNames = (page: Page) => tenantTable(page).locator('tbody th').allTextContents();

/** Opens a tenant's form from the list; answers the form (the list stays, hidden, under it). */
async function openTenant(page: Page, name: string) {
  await tenantTable(page)
    .getByRole('button', { name: `Change ${name}` })
    .click();
  const form = page.getByRole('form', { name: /^Tenant / });
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(name);
  return form;
}

test('an administrator has no Tenants', async ({ page, openHost }) => {
  await openHost();
  await steps.signInAs(page, 'administrator');
  await openAdmin(page, 'E-mail settings');
  await expect(adminNav(page).getByRole('button', { name: /Tenants/ })).toHaveCount(0);
});

test('the master lists tenants page by page: Next only where a page follows', async ({
  page,
  openHost,
}) => {
  const reader = await steps.serverClient('master');
  await openHost();
  await steps.signInAs(page, 'master');
  await openAdmin(page, 'Tenants');
  const first = await reader.tenants.list({ limit: 15 });
  await expect(tenantTable(page).locator('tbody tr')).toHaveCount(first.items.length);
  expect(await rowNames(page)).toEqual(first.items.map((t) => t.commonName));

  await page.getByRole('button', { name: 'Next page' }).click();
  const second = await reader.tenants.list({ limit: 15, after: first.nextId! });
  expect(second.items.length).toBeLessThan(15);
  await expect(tenantTable(page).locator('tbody tr')).toHaveCount(second.items.length);
  expect(await rowNames(page)).toEqual(second.items.map((t) => t.commonName));

  // The server hands a cursor out with this short page too, but the page after it is empty:
  // Next is not offered, and the list says there is no more (issue #32).
  expect(second.nextId).toBeDefined();
  expect((await reader.tenants.list({ limit: 15, after: second.nextId! })).items).toEqual([]);
  await expect(page.getByText('No more tenants.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expect(tenantTable(page).locator('tbody tr')).toHaveCount(second.items.length);
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(tenantTable(page).locator('tbody tr')).toHaveCount(first.items.length);

  // Filters and an optional column.
  await page.getByLabel('Name contains').fill('glob');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(tenantTable(page).locator('tbody tr')).toHaveCount(1);
  await page.getByText('More columns').click();
  await page.getByRole('checkbox', { name: 'Reseller' }).check();
  const [globex] = (await reader.tenants.list({ name: 'glob', include: ['resellerName'] })).items;
  await expect(tenantTable(page).locator('tbody tr').first()).toContainText(globex!.resellerName!);

  // The costly statistics only when asked for.
  await expect(
    tenantTable(page).getByRole('columnheader', { name: 'Usage statistics' }),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Load usage statistics' }).click();
  const [costly] = (
    await reader.tenants.list({ name: 'glob', include: ['statistics.sttFreeUsage'] })
  ).items;
  await expect(tenantTable(page).locator('tbody tr').first()).toContainText(
    `Free speech-to-text: ${String(costly!.statistics!.sttFreeUsage)}`,
  );
});

test('the master renames a tenant and adds a licence: the server holds both', async ({
  page,
  openHost,
}) => {
  const reader = await steps.serverClient('master');
  const { tenant, license } = sim().fixtures;
  const before = await reader.tenants.get(tenant);
  await openHost();
  await steps.signInAs(page, 'master');
  await openAdmin(page, 'Tenants');
  const form = await openTenant(page, before.commonName);

  await form.getByLabel('Name', { exact: true }).fill('Globex Europe');
  await page.getByRole('button', { name: 'Add a licence' }).click();
  await form.getByLabel('Licence', { exact: true }).fill(license);
  await form.getByLabel('Maximum').fill('7');
  await page.getByRole('button', { name: 'Review changes' }).click();
  const diff = page.getByRole('table', { name: 'What will change' });
  await expect(diff.getByRole('row', { name: /^Name/ })).toContainText('Globex Europe');
  await expect(diff.getByRole('row', { name: /^Licences/ })).toContainText('7');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved. The form shows what the server holds now.')).toBeVisible();

  const after = await reader.tenants.get(tenant);
  expect(after.commonName).toBe('Globex Europe');
  expect(after.subDatabaseName).toBe(before.subDatabaseName);
  expect(after.licenseCounts).toHaveLength((before.licenseCounts ?? []).length + 1);
  const added = after.licenseCounts!.find((c) => c.maxLicenses === 7);
  expect(typeof added?.license === 'string' ? added.license : added?.license.oid).toBe(license);
  // The form shows the server's licence counts, the new one among the read-only ones.
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Globex Europe');
  await expect(page.getByRole('button', { name: 'Remove this new licence' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Licences' })).toContainText(': 7');
});

test("the template tenant's refusal is its sentence, and the form keeps what was typed", async ({
  page,
  openHost,
}) => {
  const reader = await steps.serverClient('master');
  const template = await reader.tenants.get(sim().fixtures.templateTenant);
  await openHost();
  await steps.signInAs(page, 'master');
  await openAdmin(page, 'Tenants');
  const form = await openTenant(page, template.commonName);
  await expect(page.getByText('This tenant is a template for new tenants.')).toBeVisible();
  await form.getByLabel('Reseller', { exact: true }).fill('Another reseller');
  await page.getByRole('button', { name: 'Review changes' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "This tenant is a template for new tenants and can't be changed.",
  );
  await expect(form.getByLabel('Reseller', { exact: true })).toHaveValue('Another reseller');
  expect((await reader.tenants.get(template.oid)).resellerName).toBe(template.resellerName);
});

test('a running tenant’s database name says where the tenant is stopped; a stopped one’s changes', async ({
  page,
  openHost,
}) => {
  const reader = await steps.serverClient('master');
  await openHost();
  await steps.signInAs(page, 'master');
  await openAdmin(page, 'Tenants');
  // Running: no dead end of typing a name the server refuses (issue #32); the step is named.
  const form = await openTenant(page, 'Acme');
  const database = form.getByLabel('Database name');
  await expect(database).toHaveAttribute('readonly', '');
  await expect(form).toContainText(
    'a tenant is stopped in the phone system’s own management console, not in Switchboard',
  );
  await page.getByRole('button', { name: 'Back to tenants' }).click();

  // Stopped: the name changes, and the server holds it.
  const [stopped] = (await reader.tenants.list({ where: { active: false }, limit: 1 })).items;
  const stoppedForm = await openTenantAnywhere(page, stopped!.commonName);
  const field = stoppedForm.getByLabel('Database name');
  await expect(field).not.toHaveAttribute('readonly', '');
  await field.fill(`${stopped!.subDatabaseName}_two`);
  await reviewAndSave(page);
  expect((await reader.tenants.get(stopped!.oid)).subDatabaseName).toBe(
    `${stopped!.subDatabaseName}_two`,
  );
});

/** Opens a tenant wherever it is listed: the list shows the stopped tenants when asked. */
async function openTenantAnywhere(page: Page, name: string) {
  await page.getByLabel('Show').selectOption({ label: 'Stopped tenants' });
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  return openTenant(page, name);
}
