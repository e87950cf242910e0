// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CallSettings } from '../../src/renderer/sections/CallSettings';
import { type CallSettings as Settings, type CallSettingsValues } from '../../src/shared/contract';
import { t } from '../../src/shared/i18n';
import { cleanup, fireEvent, render, screen, waitFor } from './render';
import { fakeApi, type Answer } from './fake-api';

/** Settings → Calls: read from main, checked as typed, saved, read back, refusals in words. */

afterEach(cleanup);

const held: Settings = {
  values: {
    ringFirst: { phone: 'line', mobile: '' },
    redirection: { on: false, to: '', afterSeconds: 20 },
    ringSeconds: 30,
    fallback: { on: false, to: '' },
    voicemail: true,
    callerId: '',
  },
  callerIds: ['+31205550101', '+31 20 555 0000'],
  line: true,
};

function renderForm(save: Answer) {
  const { api, invoke } = fakeApi({
    'callSettings.get': () => ({ ok: true, value: held }),
    'callSettings.save': save,
  });
  render(<CallSettings api={api} />);
  return { invoke };
}

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('Settings → Calls', () => {
  it('shows what the server holds, labelled', async () => {
    renderForm(() => ({ ok: true, value: held }));
    await screen.findByRole('heading', { name: 'Calls' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'My phone line' }).checked).toBe(
      true,
    );
    expect(field('Ring time before redirecting (seconds)').value).toBe('20');
    expect(field('Ring time of my line (seconds)').value).toBe('30');
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', {
        name: 'Voicemail answers calls nobody picks up',
      }).checked,
    ).toBe(true);
    const callerId = screen.getByRole<HTMLSelectElement>('combobox', {
      name: 'Number shown to people you call',
    });
    expect([...callerId.options].map((o) => o.textContent)).toEqual([
      "The phone system's default",
      '+31205550101',
      '+31 20 555 0000',
    ]);
  });

  it('checks numbers as they are typed, and saves nothing the phone system cannot dial', async () => {
    const { invoke } = renderForm(() => ({ ok: true, value: held }));
    await screen.findByLabelText('Redirect to');
    type('Redirect to', 'my mobile');
    const invalid = await screen.findByText(t('callSettings.rule.numberInvalid'));
    expect(field('Redirect to').getAttribute('aria-invalid')).toBe('true');
    expect(field('Redirect to').getAttribute('aria-describedby')).toContain(invalid.id);
    type('Redirect to', '+31 (0)6 - 1234 5678');
    await waitFor(() =>
      expect(screen.queryByText(t('callSettings.rule.numberInvalid'))).toBeNull(),
    );

    fireEvent.click(screen.getByRole('radio', { name: 'My mobile' }));
    type('Mobile number', '');
    save();
    await screen.findByText(t('callSettings.rule.numberNeeded'));
    type('Ring time of my line (seconds)', '-5');
    await screen.findByText(t('callSettings.rule.seconds'));
    expect(invoke).not.toHaveBeenCalledWith('callSettings.save', expect.anything());
  });

  it('saves, shows the values read back and says so', async () => {
    let sent: CallSettingsValues | undefined;
    renderForm((args) => {
      sent = args as CallSettingsValues;
      const values = { ...sent, redirection: { ...sent.redirection, to: '+31612345678' } };
      return { ok: true, value: { ...held, values } };
    });
    await screen.findByLabelText('Redirect to');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Redirect my calls' }));
    type('Redirect to', '+31 6 1234 5678');
    type('Ring time before redirecting (seconds)', '15');
    save();
    await screen.findByText('Saved. Your phone system now uses these settings.');
    expect(sent?.redirection).toEqual({ on: true, to: '+31 6 1234 5678', afterSeconds: 15 });
    expect(field('Redirect to').value).toBe('+31612345678');
    expect(screen.getByRole('status').textContent).toBe(t('callSettings.saved'));
  });

  it('says a refusal next to the form and keeps what was typed', async () => {
    const sentence = t('error.unreadableChanges');
    renderForm(() => ({
      ok: false,
      error: { kind: 'service', status: 400, code: 10202, sentence, transient: false },
    }));
    await screen.findByLabelText('Redirect to');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Redirect my calls' }));
    type('Redirect to', '020 555 0101');
    save();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(sentence));
    expect(field('Redirect to').value).toBe('020 555 0101');
    expect(screen.queryByText(t('callSettings.saved'))).toBeNull();
  });
});
