// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../src/renderer/i18n/language-store';
import { BackupScheduleView } from '../../src/renderer/sections/admin/backups/BackupScheduleView';
import { ReportScheduleForm } from '../../src/renderer/sections/admin/reports/ReportScheduleForm';
import { fakeApi } from './fake-api';
import { cleanup, fireEvent, render, screen, waitFor, within } from './render';
import { reportScheduleSample } from '../main/call-samples';

afterEach(cleanup);

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

const backup = {
  commonName: 'Nightly backup',
  maxBackups: 14,
  backupDatabase: true,
  centralBackup: false,
  backupAllTenants: true,
  tenant: 'Master',
  device: {
    type: 'localDirectory',
    location: '/var/backups',
    usbId: '',
    smbUserName: '',
    smbVersion: '',
    ssl: false,
    subDirectory: '',
  },
  deviceSecretSet: false,
  starts: [
    { oid: '781', day: 'monday', startTime: '02:30' },
    { oid: '782', day: 'firstOfMonth', startTime: '04:00' },
  ],
  logs: [
    {
      oid: '790',
      status: 'SUCCESS',
      timeStamp: '2024-05-01 02:30:00',
      timeStampEnd: '2024-05-01 02:50:00',
      backupFile: '/var/backups/one.tar.gz',
    },
    {
      oid: '791',
      status: 'DISK_FULL',
      timeStamp: '2024-04-30 02:30:00',
      timeStampEnd: '',
      backupFile: '',
    },
  ],
};

function reportForm(frequency = 'DAILY') {
  const fake = fakeApi({
    'admin.getReportSchedule': () => ({
      ok: true,
      value: { available: true, value: { ...reportScheduleSample, frequency } },
    }),
    'admin.listAutomatedReports': () => ({
      ok: true,
      value: {
        available: true,
        items: [
          { oid: '741', name: 'Calls per line' },
          { oid: '745', name: 'Queue statistics' },
        ],
      },
    }),
  });
  render(<ReportScheduleForm api={fake.api} oid="729" />);
  return fake;
}

describe('enumerated values are labelled choices (issue #32)', () => {
  it('a schedule’s frequency, device and sender type are chosen by label', async () => {
    reportForm();
    const frequency = await screen.findByRole('combobox', { name: 'Frequency' });
    await waitFor(() => expect((frequency as HTMLSelectElement).value).toBe('DAILY'));
    expect(options(frequency)).toEqual(['Daily', 'Weekly', 'Monthly']);
    const device = screen.getByRole('combobox', { name: 'Type' });
    expect(within(device).getByRole('option', { selected: true }).textContent).toBe(
      'A Windows (SMB) share',
    );
    expect(
      within(screen.getByRole('combobox', { name: 'Sender address type' })).getByRole('option', {
        selected: true,
      }).textContent,
    ).toBe('E-mail address');
    // Nothing typed as the server spells it.
    expect(screen.queryByRole('textbox', { name: 'Frequency' })).toBeNull();

    fireEvent.change(frequency, { target: { value: 'WEEKLY' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    const diff = await screen.findByRole('table', { name: 'What will change' });
    expect(within(diff).getByRole('row', { name: /Frequency/ }).textContent).toBe(
      'FrequencyDailyWeekly',
    );
  });

  it('a frequency the app does not know is offered as it is, and kept', async () => {
    reportForm('QUARTERLY');
    const frequency = await screen.findByRole('combobox', { name: 'Frequency' });
    await waitFor(() => expect((frequency as HTMLSelectElement).value).toBe('QUARTERLY'));
    expect(options(frequency)).toEqual(['QUARTERLY', 'Daily', 'Weekly', 'Monthly']);
  });

  it('an automated report is picked by name; its id only behind "Not in the list?"', async () => {
    reportForm();
    const pick = await screen.findByRole('combobox', { name: 'Automated report' });
    // The schedule holds "Calls per line" already: not offered again.
    expect(options(pick)).toEqual(['Queue statistics']);
    fireEvent.click(screen.getByRole('button', { name: 'Add the report' }));
    const list = screen.getByRole('list', { name: 'Automated reports' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Calls per line', 'Queue statistics']);
    expect(
      screen.getByText('Every automated report the server names is in this schedule.'),
    ).toBeTruthy();
    const byId = screen.getByLabelText('Automated report id');
    expect(byId.closest('details')?.open).toBe(false);
  });

  it('a backup schedule says its days, statuses and device in words', async () => {
    const { api } = fakeApi({
      'admin.getBackupSchedule': () => ({ ok: true, value: { available: true, value: backup } }),
    });
    render(<BackupScheduleView api={api} oid="780" />);
    const starts = await screen.findByRole('table', { name: 'Start times' });
    expect(
      within(starts)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DayStarts at', 'Monday02:30', 'firstOfMonth04:00']);
    const logs = screen.getByRole('table', { name: 'Backup logs' });
    expect(within(logs).getAllByRole('row')[1]?.textContent).toContain('Succeeded');
    expect(within(logs).getAllByRole('row')[2]?.textContent).toContain('DISK_FULL');
    expect(screen.getByText('A folder on the server')).toBeTruthy();
    expect(screen.queryByText('SUCCESS')).toBeNull();
    expect(screen.queryByText('monday')).toBeNull();
  });
});

describe('the choices in Dutch', () => {
  afterEach(() => applyLanguage('en'));

  it('labels the frequency and the days in Dutch', async () => {
    await applyLanguage('nl');
    reportForm();
    const frequency = await screen.findByRole('combobox', { name: 'Frequentie' });
    expect(options(frequency)).toEqual(['Dagelijks', 'Wekelijks', 'Maandelijks']);
    cleanup();
    const { api } = fakeApi({
      'admin.getBackupSchedule': () => ({ ok: true, value: { available: true, value: backup } }),
    });
    render(<BackupScheduleView api={api} oid="780" />);
    expect(await screen.findByText('maandag')).toBeTruthy();
    expect(screen.getByText('Geslaagd')).toBeTruthy();
  });
});
