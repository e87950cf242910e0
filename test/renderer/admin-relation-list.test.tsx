// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneLineGroupForm } from '../../src/renderer/sections/admin/line-groups/PhoneLineGroupForm';
import { fakeApi } from './fake-api';
import { cleanup, fireEvent, render, screen, waitFor, within } from './render';

afterEach(cleanup);

const group = {
  commonName: 'Support desk',
  lines: [
    { oid: '501', line: '31', name: 'Reception' },
    { oid: '502', line: '32', name: 'Back office' },
  ],
};
const phoneLines = [
  { oid: '31', commonName: 'Reception' },
  { oid: '32', commonName: 'Back office' },
  { oid: '33', commonName: 'Warehouse' },
];

describe("a form's relation list", () => {
  it('shows the entries loaded, removed and added, undone, and read back after saving', async () => {
    const saved = {
      commonName: 'Support desk',
      lines: [
        { oid: '502', line: '32', name: 'Back office' },
        { oid: '503', line: '33', name: 'Warehouse' },
      ],
    };
    const { api, invoke } = fakeApi({
      'admin.getPhoneLineGroup': () => ({ ok: true, value: { available: true, value: group } }),
      'chat.phoneLines': () => ({ ok: true, value: phoneLines }),
      'admin.savePhoneLineGroup': () => ({
        ok: true,
        value: { outcome: 'saved', current: { available: true, value: saved } },
      }),
    });
    render(<PhoneLineGroupForm api={api} oid="700" />);
    const lines = await screen.findByRole('list', { name: 'Lines' });
    const names = () =>
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(names()).toEqual(['ReceptionRemove Reception', 'Back officeRemove Back office']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Reception' }));
    const choice = await screen.findByRole('combobox', { name: 'Line to add' });
    // A line already in the group is not offered again.
    expect(within(choice).queryByRole('option', { name: 'Back office' })).toBeNull();
    fireEvent.change(choice, { target: { value: '33' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    expect(names()).toEqual(['Back officeRemove Back office', 'WarehouseRemove Warehouse']);

    fireEvent.click(screen.getByRole('button', { name: 'Undo my changes' }));
    await waitFor(() =>
      expect(names()).toEqual(['ReceptionRemove Reception', 'Back officeRemove Back office']),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove Reception' }));
    fireEvent.change(choice, { target: { value: '33' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    const table = await screen.findByRole('table', { name: 'What will change' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table.textContent).toContain('Removed: Reception');
    expect(table.textContent).toContain('Added: Warehouse');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved. The form shows what the server holds now.');
    expect(invoke).toHaveBeenCalledWith('admin.savePhoneLineGroup', {
      oid: '700',
      base: group,
      changes: {
        replace: {},
        add: [{ list: 'lines', entry: { relate: '33' } }],
        remove: [{ list: 'lines', oid: '501' }],
      },
    });
    await waitFor(() =>
      expect(names()).toEqual(['Back officeRemove Back office', 'WarehouseRemove Warehouse']),
    );
    expect(screen.getByRole('button', { name: 'Undo my changes' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
