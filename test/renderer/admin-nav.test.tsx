// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { Admin } from '../../src/renderer/sections/admin/Admin';
import { fakeApi, user } from './fake-api';
import { cleanup, render, screen, within } from './render';

afterEach(cleanup);

const page = { ok: true as const, value: { available: true, rows: [] } };

/** The resources of the admin navigation, for a role main has read (4.8's xccRole). */
function resourcesFor(role: 'administrator' | 'master'): string[] {
  const { api } = fakeApi({ 'admin.listObjects': () => page });
  render(<Admin api={api} user={{ ...user, role }} />);
  const nav = screen.getByRole('navigation', { name: 'Admin resources' });
  return within(nav)
    .getAllByRole('button')
    .map((b) => b.textContent ?? '');
}

describe('the admin navigation follows the role main read', () => {
  it('an administrator manages the tenant’s resources, without tenants or backups', () => {
    expect(resourcesFor('administrator')).toEqual([
      'Phone templates',
      'Phone line groups',
      'Report schedules',
      'Provisioning records',
      'Audio files',
      'Provisioning settings',
      'E-mail settings',
    ]);
  });

  it('the master also manages tenants and reads the backups, marked as theirs', () => {
    expect(resourcesFor('master')).toEqual([
      'TenantsMaster tenant administrator',
      'Phone templates',
      'Phone line groups',
      'Report schedules',
      'Provisioning records',
      'Audio files',
      'Provisioning settings',
      'E-mail settings',
      'BackupsMaster tenant administrator',
    ]);
  });
});
