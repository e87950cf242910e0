// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../src/renderer/i18n/language-store';
import { ServerEmailForm } from '../../src/renderer/sections/admin/server-email/ServerEmailForm';
import { useAppStore } from '../../src/renderer/state/app-store';
import { fakeApi } from './fake-api';
import { cleanup, fireEvent, render, screen, waitFor, within } from './render';

afterEach(cleanup);

describe('an admin form on a server that does not show current values', () => {
  it('says so, offers "leave as is", and sends only what was set', async () => {
    const { api, invoke } = fakeApi({
      'admin.getServerEmail': () => ({ ok: true, value: { available: false } }),
      'admin.saveServerEmail': () => ({
        ok: true,
        value: { outcome: 'saved', current: { available: false } },
      }),
    });
    render(<ServerEmailForm api={api} />);
    expect(await screen.findByText(/Current values unavailable on this server\./)).toBeTruthy();
    const choice = screen.getByRole('combobox', { name: 'Send voicemail messages by e-mail' });
    expect((choice as HTMLSelectElement).value).toBe('');
    fireEvent.change(choice, { target: { value: 'false' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    const table = await screen.findByRole('table', { name: 'What will change' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(/Saved\. This server does not show the current values/);
    expect(invoke).toHaveBeenCalledWith('admin.saveServerEmail', {
      base: null,
      changes: { replace: { voicemailToEmailEnabled: false }, add: [], remove: [] },
    });
  });

  it('with current values, a change sets the leave guard and undoing it clears the guard', async () => {
    const { api } = fakeApi({
      'admin.getServerEmail': () => ({
        ok: true,
        value: {
          available: true,
          value: {
            code: 'UTF-8',
            voicemailToEmailEnabled: true,
            voicemailToEmailSender: 'vm@pbx.example',
            adminEmailAddress: 'admin@pbx.example',
            gateway: 'smtp.pbx.example',
          },
        },
      }),
    });
    render(<ServerEmailForm api={api} />);
    const code = await screen.findByDisplayValue('UTF-8');
    expect(useAppStore.getState().leaveGuard).toBeNull();
    fireEvent.change(code, { target: { value: 'UTF-16' } });
    await waitFor(() => expect(useAppStore.getState().leaveGuard).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Undo my changes' }));
    await waitFor(() => expect(useAppStore.getState().leaveGuard).toBeNull());
    expect((code as HTMLInputElement).value).toBe('UTF-8');
  });
});

describe('an admin form in Dutch', () => {
  afterEach(() => applyLanguage('en'));

  it('says its labels, its rule sentences and its review in Dutch', async () => {
    await applyLanguage('nl');
    const { api, invoke } = fakeApi({
      'admin.getServerEmail': () => ({
        ok: true,
        value: {
          available: true,
          value: {
            code: 'UTF-8',
            voicemailToEmailEnabled: true,
            voicemailToEmailSender: 'vm@pbx.example',
            adminEmailAddress: 'admin@pbx.example',
            gateway: 'smtp.pbx.example',
          },
        },
      }),
    });
    render(<ServerEmailForm api={api} />);
    const address = await screen.findByRole('textbox', { name: 'E-mailadres van de beheerder' });
    fireEvent.change(address, { target: { value: 'geen adres' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wijzigingen bekijken' }));
    expect(await screen.findByText('Vul een e-mailadres in, zoals naam@example.com.')).toBeTruthy();
    expect(invoke).not.toHaveBeenCalledWith('admin.saveServerEmail', expect.anything());

    fireEvent.change(address, { target: { value: 'beheer@pbx.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wijzigingen bekijken' }));
    const table = await screen.findByRole('table', { name: 'Wat er verandert' });
    expect(within(table).getByRole('columnheader', { name: 'Instelling' })).toBeTruthy();
    expect(
      within(table).getByRole('rowheader', { name: 'E-mailadres van de beheerder' }),
    ).toBeTruthy();
    expect(screen.queryByText(/Enter an e-mail address/)).toBeNull();
  });
});
