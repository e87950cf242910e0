// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from './render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { type MyStatusService, type MyStatusState } from '../../src/renderer/data/my-status';
import { StatusMenu } from '../../src/renderer/shell/StatusMenu';
import { user } from './fake-api';

afterEach(cleanup);

/** The header's status menu over a scripted status: names, keyboard, presets and refusals. */
function setup() {
  const state = createStore<MyStatusState>(() => ({
    status: { status: 'available', message: '', doNotDisturb: false },
    selectable: ['available', 'dont_disturb', 'at_appointment'],
  }));
  const service = {
    state,
    set: vi.fn(() => Promise.resolve()),
    setTemporary: vi.fn(() => Promise.resolve()),
    setMessage: vi.fn(() => Promise.resolve()),
    setDoNotDisturb: vi.fn(() => Promise.resolve()),
    close: vi.fn(),
  } satisfies MyStatusService;
  render(<StatusMenu user={user} role="User" service={service} />);
  return { state, service };
}

const button = () => screen.getByRole('button', { name: /change your status$/ });

describe('status menu', () => {
  it('names the status and its end, and opens on the first status', async () => {
    const { state } = setup();
    expect(button().textContent).toMatch(/Available, change your status$/);
    act(() =>
      state.setState({
        status: {
          status: 'dont_disturb',
          message: '',
          temporary: { status: 'dont_disturb', until: '2099-01-01T09:00:00.000Z' },
          doNotDisturb: false,
        },
      }),
    );
    expect(button().textContent).toMatch(/Do not disturb · until .+, change your status$/);
    fireEvent.click(button());
    // The panel is a chunk of its own: it opens once loaded.
    const first = await screen.findByRole('button', { name: 'Available' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Do not disturb' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Your status' })).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  it('sets do-not-disturb for an hour, a status and the message', async () => {
    const { service } = setup();
    fireEvent.click(button());
    const forAnHour = await screen.findByRole('button', { name: 'For 1 hour' });
    const before = Date.now();
    fireEvent.click(forAnHour);
    const [status, until] = service.setTemporary.mock.calls[0] as unknown as [string, Date];
    expect(status).toBe('dont_disturb');
    expect(until.getTime() - before).toBeGreaterThanOrEqual(60 * 60_000 - 1000);
    await act(() => Promise.resolve());
    fireEvent.click(screen.getByRole('button', { name: 'In an appointment' }));
    expect(service.set).toHaveBeenCalledWith('at_appointment');
    await act(() => Promise.resolve());
    fireEvent.change(screen.getByLabelText('Status message'), { target: { value: ' Lunch ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save message' }));
    expect(service.setMessage).toHaveBeenCalledWith('Lunch');
  });

  it('says why a change was refused, and a custom end in the past', async () => {
    const { service } = setup();
    service.set.mockRejectedValueOnce({ sentence: 'That status can’t be chosen here.' });
    fireEvent.click(button());
    fireEvent.click(await screen.findByRole('button', { name: 'Do not disturb' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That status can’t be chosen here.',
    );
    // The day and the time in the app's language (English: mm/dd/yyyy, 9:00 AM).
    const day = screen.getByRole('textbox', { name: 'Until: day' });
    fireEvent.change(day, { target: { value: '01/01/2000' } });
    fireEvent.blur(day);
    const time = screen.getByRole('textbox', { name: 'Until: time' });
    fireEvent.change(time, { target: { value: '9:00 AM' } });
    fireEvent.blur(time);
    fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose an end time in the future.');
    expect(service.setTemporary).not.toHaveBeenCalled();
  });

  it('opens when the tray asks (desktop.statusMenuAsked), again after it was closed', async () => {
    const { state } = setup();
    expect(screen.queryByRole('dialog', { name: 'Your status' })).toBeNull();
    act(() => state.setState({ asked: 1 }));
    expect(await screen.findByRole('dialog', { name: 'Your status' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Your status' })).toBeNull();
    act(() => state.setState({ asked: 2 }));
    expect(await screen.findByRole('dialog', { name: 'Your status' })).toBeTruthy();
  });
});
