import { adminSteps, openAdmin } from './admin-harness';
import { expect, simulatorPerFile, test } from './harness';

/** Server provisioning settings and the IP firewall table (4.14) against the simulator. */
const sim = simulatorPerFile(test);
const steps = adminSteps(sim);

test('the port, a vendor password and the firewall table saved: checked first, the secret never shown', async ({
  page,
  openHost,
}) => {
  const reader = await steps.serverClient('administrator');
  const before = await reader.serverProvisioning.get();
  const [kept, leaving] = before.ipTable;
  const secret = 'V3ndor-pass-word';

  await openHost();
  await steps.signInAs(page, 'administrator');
  await openAdmin(page, 'Provisioning settings');
  const form = page.getByRole('form', { name: 'Provisioning settings' });
  const port = form.getByLabel('Registration port');
  await expect(port).toHaveValue(String(before.provisioningRegistrationPort));
  const firewall = form.getByRole('list', { name: 'IP firewall' }).getByRole('listitem');
  await expect(firewall).toHaveCount(before.ipTable.length);

  await port.fill('70000');
  const entry = form.getByLabel('IP address or range');
  await entry.fill('10.0.0.300');
  await form.getByRole('button', { name: 'Add the entry' }).click();
  await expect(
    form.getByText('Enter an IP address or range, like 192.168.1.10 or 10.0.0.0/8.'),
  ).toBeVisible();
  await expect(firewall).toHaveCount(before.ipTable.length);
  await entry.fill('172.16.0.0/12');
  await form.getByRole('button', { name: 'Add the entry' }).click();
  await form.getByRole('button', { name: `Remove ${leaving!.ipValue}` }).click();
  await form.getByLabel('Vendor 1 account password').fill(secret);
  await form.getByRole('button', { name: 'Review changes' }).click();
  await expect(form.getByText('Enter a port number from 0 to 65535.')).toBeVisible();
  await port.fill('5070');
  await form.getByRole('button', { name: 'Review changes' }).click();

  const diff = page.getByRole('table', { name: 'What will change' });
  await expect(diff.getByRole('row')).toHaveCount(5);
  await expect(diff.getByRole('row', { name: /Vendor 1 account password/ })).toContainText(
    '(hidden)',
  );
  await expect(diff).toContainText('Added: 172.16.0.0/12');
  await expect(diff).toContainText(`Removed: ${leaving!.ipValue}`);
  await expect(page.locator('body')).not.toContainText(secret);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved. The form shows what the server holds now.')).toBeVisible();

  const after = await reader.serverProvisioning.get();
  expect(after.provisioningRegistrationPort).toBe(5070);
  expect((after as Record<string, unknown>).phoneVendor1AccountPassword).toBe(secret);
  expect(after.ipTable.map((e) => e.ipValue).sort()).toEqual(
    [kept!.ipValue, '172.16.0.0/12'].sort(),
  );
  expect(after.ipTable.map((e) => e.oid)).not.toContain(leaving!.oid);
  await expect(form.getByLabel('Vendor 1 account password')).toHaveValue('');
  await expect(firewall).toHaveCount(after.ipTable.length);
  expect(await page.content()).not.toContain(secret);
});
