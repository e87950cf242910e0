// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from './render';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountDataStateProvider } from '../../src/renderer/data/AccountDataProvider';
import { Settings } from '../../src/renderer/sections/Settings';
import { connectDesktop, desktopState } from '../../src/renderer/state/desktop';
import { type DesktopState } from '../../src/shared/contract';
import { fakeApi, user, type Answer } from './fake-api';

let disconnect = () => {};
afterEach(() => {
  cleanup();
  disconnect();
});
beforeEach(() => desktopState.setState({ state: null }));

const electronLinux: DesktopState = {
  features: { badge: true, tray: true, loginItem: true, callLinks: true },
  keepInTray: true,
  openAtLogin: false,
  opensCallLinks: false,
};
const browserHost: DesktopState = {
  features: { badge: false, tray: false, loginItem: false, callLinks: false },
  keepInTray: false,
  openAtLogin: false,
  opensCallLinks: false,
};

const keepInTray = 'Keep running in the tray when the window is closed';
const openAtLogin = 'Start Switchboard when I sign in to my computer';
const opensCallLinks = 'Open phone links (tel:, callto:, sip:) with Switchboard';

function renderSettings(state: DesktopState, answers: Record<string, Answer> = {}) {
  const { api, invoke, emit } = fakeApi({
    'me.info': () => ({ ok: true, value: { person: { oid: '2', commonName: 'Ann' } } }),
    'desktop.get': () => ({ ok: true, value: state }),
    ...answers,
  });
  // As the app does at start (main.tsx): the state, then main's changes.
  disconnect = connectDesktop(api);
  render(
    <AccountDataStateProvider value={{ status: 'opening' }}>
      <Settings api={api} user={user} appInfo={null} />
    </AccountDataStateProvider>,
  );
  return { invoke, emit };
}

const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('Settings: the desktop', () => {
  it('offers keeping the app in the tray (on) and starting at sign-in (off) in the desktop app', async () => {
    renderSettings(electronLinux);
    await screen.findByRole('heading', { name: 'Desktop' });
    expect(checkbox(keepInTray).checked).toBe(true);
    expect(checkbox(openAtLogin).checked).toBe(false);
    expect(screen.getByText(/Quit Switchboard from the tray icon/)).toBeTruthy();
  });

  it('offers neither in the browser host', async () => {
    const { invoke } = renderSettings(browserHost);
    await waitFor(() => expect(invoke).toHaveBeenCalledWith('desktop.get', undefined));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('heading', { name: 'Desktop' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: keepInTray })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: openAtLogin })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: opensCallLinks })).toBeNull();
  });

  it('offers the login item and phone links, not the tray, on macOS, where the dock keeps the app', async () => {
    renderSettings({
      ...electronLinux,
      features: { badge: true, tray: false, loginItem: true, callLinks: true },
    });
    await screen.findByRole('checkbox', { name: openAtLogin });
    expect(checkbox(opensCallLinks).checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: keepInTray })).toBeNull();
  });

  it('makes Switchboard the app for phone links when asked, and says why when the system refuses', async () => {
    const refusal =
      "Your computer didn't let Switchboard open phone links. Choose Switchboard for them in your system's default apps settings.";
    let refuse = false;
    const { invoke } = renderSettings(electronLinux, {
      'desktop.setOpensCallLinks': (args) =>
        refuse
          ? { ok: false, error: { kind: 'internal', sentence: refusal, transient: false } }
          : { ok: true, value: { ...electronLinux, opensCallLinks: (args as { on: boolean }).on } },
    });
    await screen.findByRole('heading', { name: 'Desktop' });
    expect(screen.getByText(/asks here whether to call it/)).toBeTruthy();
    fireEvent.click(checkbox(opensCallLinks));
    await waitFor(() => expect(checkbox(opensCallLinks).checked).toBe(true));
    expect(invoke).toHaveBeenCalledWith('desktop.setOpensCallLinks', { on: true });
    refuse = true;
    await waitFor(() => expect(checkbox(opensCallLinks).disabled).toBe(false));
    fireEvent.click(checkbox(opensCallLinks));
    await waitFor(() => expect(screen.getByText(refusal)).toBeTruthy());
    expect(checkbox(opensCallLinks).checked).toBe(true);
  });

  it('tells main each change and shows what main answers', async () => {
    const { invoke } = renderSettings(electronLinux, {
      'desktop.setKeepInTray': (args) => ({
        ok: true,
        value: { ...electronLinux, keepInTray: (args as { on: boolean }).on },
      }),
      'desktop.setOpenAtLogin': (args) => ({
        ok: true,
        value: { ...electronLinux, openAtLogin: (args as { on: boolean }).on },
      }),
    });
    await screen.findByRole('heading', { name: 'Desktop' });
    fireEvent.click(checkbox(keepInTray));
    await waitFor(() => expect(checkbox(keepInTray).checked).toBe(false));
    expect(invoke).toHaveBeenCalledWith('desktop.setKeepInTray', { on: false });
    // The switches are disabled while a change is on its way, until main has answered.
    await waitFor(() => expect(checkbox(openAtLogin).disabled).toBe(false));
    fireEvent.click(checkbox(openAtLogin));
    await waitFor(() => expect(checkbox(openAtLogin).checked).toBe(true));
    expect(invoke).toHaveBeenCalledWith('desktop.setOpenAtLogin', { on: true });
  });

  it('says why a change failed and leaves the switch as it was', async () => {
    const sentence =
      "Switchboard couldn't change whether it starts when you sign in to your computer. Please try again.";
    renderSettings(electronLinux, {
      'desktop.setOpenAtLogin': () => ({
        ok: false,
        error: { kind: 'internal', sentence, transient: true },
      }),
    });
    await screen.findByRole('heading', { name: 'Desktop' });
    fireEvent.click(checkbox(openAtLogin));
    await waitFor(() => expect(screen.getByText(sentence)).toBeTruthy());
    expect(checkbox(openAtLogin).checked).toBe(false);
  });

  it('follows a change main reports (the tray muted notifications), and says until when', async () => {
    const { emit } = renderSettings(electronLinux);
    await screen.findByRole('heading', { name: 'Desktop' });
    expect(screen.queryByText(/Notifications are muted until/)).toBeNull();
    const until = new Date(Date.now() + 3_600_000);
    act(() => emit('desktop.changed', { ...electronLinux, mutedUntil: until.toISOString() }));
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(until);
    expect(screen.getByText(`Notifications are muted until ${time}.`)).toBeTruthy();
  });
});
