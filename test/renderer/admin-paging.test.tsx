// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ObjectList } from '../../src/renderer/sections/admin/browse/ObjectList';
import { TenantList } from '../../src/renderer/sections/admin/tenants/TenantList';
import { fakeApi } from './fake-api';
import { cleanup, fireEvent, render, screen, waitFor } from './render';

afterEach(cleanup);

const rows = (...names: string[]) =>
  names.map((commonName, i) => ({ oid: String(701 + i), commonName }));

describe('Next leads somewhere, or is not offered (issue #32)', () => {
  it('a list of three with a cursor: Next is disabled and the list says there is no more', async () => {
    const asked: unknown[] = [];
    const { api } = fakeApi({
      'admin.listObjects': (args) => {
        asked.push(args);
        const { after } = args as { after?: string };
        // The first page carries a cursor, as every page does; the page after it is empty.
        return after === undefined
          ? {
              ok: true,
              value: {
                available: true,
                rows: rows('Sales', 'Support', 'Warehouse'),
                nextId: '703',
              },
            }
          : { ok: true, value: { available: true, rows: [] } };
      },
    });
    render(<ObjectList api={api} kind="phoneLineGroups" label="Groups" onOpen={() => {}} />);
    await screen.findByRole('button', { name: 'Open Warehouse' });
    expect(await screen.findByText('No more after these.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    // The page after was asked for with the server's cursor, one row.
    expect(asked).toContainEqual({ kind: 'phoneLineGroups', limit: 1, after: '703' });
    // The server lists them: there is nothing to open by id.
    expect(screen.queryByRole('region', { name: 'Open by id' })).toBeNull();
  });

  it('a page followed by more: Next is offered and shows the next names', async () => {
    const { api } = fakeApi({
      'admin.listObjects': (args) => {
        const { after } = args as { after?: string };
        if (after === undefined) {
          return { ok: true, value: { available: true, rows: rows('A', 'B'), nextId: '702' } };
        }
        return { ok: true, value: { available: true, rows: [{ oid: '703', commonName: 'C' }] } };
      },
    });
    render(<ObjectList api={api} kind="reportSchedules" label="Schedules" onOpen={() => {}} />);
    await screen.findByRole('button', { name: 'Open B' });
    const next = screen.getByRole('button', { name: 'Next page' });
    await waitFor(() => expect(next).toHaveProperty('disabled', false));
    expect(screen.queryByText('No more after these.')).toBeNull();
    fireEvent.click(next);
    expect(await screen.findByRole('button', { name: 'Open C' })).toBeTruthy();
  });

  it('a server that lists nothing: open by id is the way in', async () => {
    const { api } = fakeApi({
      'admin.listObjects': () => ({ ok: true, value: { available: false } }),
    });
    render(<ObjectList api={api} kind="provisioning" label="Records" onOpen={() => {}} />);
    expect(await screen.findByRole('region', { name: 'Open by id' })).toBeTruthy();
    expect(
      screen.getByText('This server does not list them. Open one by its id below.'),
    ).toBeTruthy();
  });

  it('tenants: a short page whose next page is empty ends the list there', async () => {
    const tenant = (oid: string, commonName: string) => ({
      oid,
      commonName,
      active: true,
      subDatabaseName: commonName.toLowerCase(),
      usage: {},
      statistics: [],
    });
    const { api } = fakeApi({
      'admin.listTenants': (args) => {
        const { after } = args as { after?: string };
        return after === undefined
          ? {
              ok: true,
              value: { rows: [tenant('1', 'Acme'), tenant('2', 'Globex')], nextId: '2' },
            }
          : { ok: true, value: { rows: [] } };
      },
    });
    render(<TenantList api={api} onOpen={() => {}} />);
    expect(await screen.findByText('No more tenants.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });
});
