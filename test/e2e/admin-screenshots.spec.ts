import { type Page } from '@playwright/test';
import { adminSteps, openAdmin } from './admin-harness';
import { expect, screenshot, simulatorPerFile, test } from './harness';

/**
 * A picture of each admin screen in light and dark, at 1280 × 800 and 800 × 600, signed in as the
 * master administrator (who sees every resource). Password fields are never filled in.
 */
const sim = simulatorPerFile(test);
const steps = adminSteps(sim);

/** Each screen: how to get there, and when it is ready for its picture. */
const screens: { file: string; open: (page: Page) => Promise<void> }[] = [
  {
    file: 'tenants',
    open: async (page) => {
      await openAdmin(page, 'Tenants');
      await page.getByText('More columns').click();
      await page.getByRole('checkbox', { name: 'Licences' }).check();
      await expect(page.getByRole('table', { name: 'Tenants' }).locator('tbody tr')).toHaveCount(
        15,
      );
    },
  },
  {
    file: 'tenant',
    open: async (page) => {
      await openAdmin(page, 'Tenants');
      await page.getByRole('button', { name: 'Change Acme' }).click();
      await expect(page.getByRole('form', { name: 'Tenant Acme' })).toBeVisible();
    },
  },
  {
    file: 'templates',
    open: async (page) => {
      await openAdmin(page, 'Phone templates');
      await expect(page.getByRole('list', { name: 'Phone templates' })).toBeVisible();
    },
  },
  {
    file: 'template',
    open: async (page) => {
      await openAdmin(page, 'Phone templates');
      await page.getByRole('button', { name: 'Open Desk phones' }).click();
      await expect(page.getByRole('group', { name: 'Function key 1' })).toBeVisible();
    },
  },
  {
    file: 'line-groups',
    open: async (page) => {
      await openAdmin(page, 'Phone line groups');
      await expect(page.getByRole('list', { name: 'Phone line groups' })).toBeVisible();
    },
  },
  {
    file: 'line-group',
    open: async (page) => {
      await openAdmin(page, 'Phone line groups');
      await page.getByRole('button', { name: 'Open Support pickup' }).click();
      await expect(page.getByRole('list', { name: 'Lines' })).toBeVisible();
    },
  },
  {
    file: 'report-schedule',
    open: async (page) => {
      await openAdmin(page, 'Report schedules');
      await page.getByRole('button', { name: 'Open Daily call statistics' }).click();
      await expect(page.getByRole('table', { name: 'Previous results' })).toBeVisible();
    },
  },
  {
    // The same schedule further down: its automated reports, picked by name.
    file: 'report-schedule-reports',
    open: async (page) => {
      const pick = page.getByRole('combobox', { name: 'Automated report' });
      await expect(pick).toBeVisible();
      await page.getByRole('group', { name: 'Automated reports' }).scrollIntoViewIfNeeded();
    },
  },
  {
    file: 'provisioning',
    open: async (page) => {
      await openAdmin(page, 'Provisioning records');
      await page
        .getByRole('list', { name: 'Provisioning records' })
        .getByRole('button')
        .first()
        .click();
      await expect(page.getByRole('table', { name: 'Vendor settings' })).toBeVisible();
    },
  },
  {
    file: 'audio-file',
    open: async (page) => {
      await openAdmin(page, 'Audio files');
      await page.getByRole('button', { name: 'Open Welcome message' }).click();
      const file = page.getByRole('region', { name: 'File', exact: true });
      await file.getByRole('button', { name: 'Play' }).click();
      await expect(file.getByLabel('Sound of Welcome message')).toBeVisible();
    },
  },
  {
    file: 'server-provisioning',
    open: async (page) => {
      await openAdmin(page, 'Provisioning settings');
      await expect(page.getByLabel('Registration port')).not.toHaveValue('');
    },
  },
  {
    file: 'backups',
    open: async (page) => {
      await openAdmin(page, 'Backups');
      await page.getByRole('button', { name: 'Open Nightly backup' }).click();
      const logs = page.getByRole('table', { name: 'Backup logs' });
      await logs
        .getByRole('button', { name: /^Show the details/ })
        .first()
        .click();
      await expect(logs.getByRole('note')).toBeVisible();
    },
  },
  {
    file: 'server-email',
    open: async (page) => {
      await openAdmin(page, 'E-mail settings');
      await expect(page.getByLabel('Mail server (SMTP gateway)')).not.toHaveValue('');
    },
  },
];

const sizes = [
  { width: 1280, height: 800 },
  { width: 800, height: 600 },
] as const;

for (const theme of ['light', 'dark'] as const) {
  test(`screenshots of the admin screens (${theme}) @screenshots`, async ({ page, openHost }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.setViewportSize(sizes[0]);
    await openHost();
    await steps.signInAs(page, 'master');
    for (const { file, open } of screens) {
      await open(page);
      for (const size of sizes) {
        await page.setViewportSize(size);
        await screenshot(page, `admin-${file}-${theme}-${size.width}`);
      }
      await page.setViewportSize(sizes[0]);
    }
    // The review of a change before it is sent.
    await openAdmin(page, 'E-mail settings');
    await page.getByLabel('Character set').fill('ISO-8859-1');
    await page.getByRole('button', { name: 'Review changes' }).click();
    await expect(page.getByRole('table', { name: 'What will change' })).toBeVisible();
    await screenshot(page, `admin-review-${theme}-1280`);
  });
}
