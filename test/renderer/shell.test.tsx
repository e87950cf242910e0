// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from './render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ComponentProps } from 'react';
import { AccountDataStateProvider } from '../../src/renderer/data/AccountDataProvider';
import { Shell as RealShell } from '../../src/renderer/shell/Shell';
import { Sidebar } from '../../src/renderer/shell/Sidebar';
import { visibleSections } from '../../src/renderer/state/sections';
import { useAppStore } from '../../src/renderer/state/app-store';
import { setTheme } from '../../src/renderer/state/preferences';
import { initTheme } from '../../src/renderer/state/theme';
import { fakeApi, user } from './fake-api';

afterEach(cleanup);
beforeEach(() => {
  useAppStore.setState({ section: 'people' });
});

/** The shell is under test, not the sections: their data stays "opening". */
function Shell(props: ComponentProps<typeof RealShell>) {
  return (
    <AccountDataStateProvider value={{ status: 'opening' }}>
      <RealShell {...props} />
    </AccountDataStateProvider>
  );
}

const api = () =>
  fakeApi({
    'me.info': () => ({
      ok: true,
      value: { person: { oid: '2', commonName: 'Ann Example' } },
    }),
    'connectivity.check': () => ({
      ok: true,
      value: { status: 'online', since: new Date().toISOString() },
    }),
  }).api;

describe('shell', () => {
  it('shows the sections for a user, and Admin only for administrators', () => {
    const { unmount } = render(<Shell api={api()} user={user} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual([
      'Conversations',
      'History',
      'Voicemail',
      'Favorites',
      'People',
      'Web pages',
      'Settings',
      'Call a number',
    ]);
    unmount();
    render(<Shell api={api()} user={{ ...user, role: 'administrator' }} />);
    expect(
      within(screen.getByRole('navigation')).getByRole('button', { name: 'Admin' }),
    ).toBeTruthy();
  });

  it('marks the current section and shows its screen', async () => {
    render(<Shell api={api()} user={{ ...user, role: 'administrator' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Admin' }));
    expect(screen.getByRole('button', { name: 'Admin' }).getAttribute('aria-current')).toBe('page');
    // Admin's code is a chunk of its own (see lazy-section.test.tsx): it is there once loaded.
    const resources = await screen.findByRole(
      'navigation',
      { name: 'Admin resources' },
      { timeout: 10_000 },
    );
    expect(
      within(resources)
        .getByRole('button', { name: 'Phone templates' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it("puts focus on the section's heading when the section changes, not when the first is shown", () => {
    render(<Shell api={api()} user={user} />);
    const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
    expect(document.activeElement).not.toBe(heading('People'));
    fireEvent.click(screen.getByRole('button', { name: 'Favorites' }));
    expect(document.activeElement).toBe(heading('Favorites'));
  });

  it('moves through the navigation with the arrow keys', () => {
    render(<Shell api={api()} user={user} />);
    const first = screen.getByRole('button', { name: 'Conversations' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('History');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Settings');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Conversations');
  });

  it('shows who, where, demo mode and the connection state', () => {
    useAppStore.setState({
      connectivity: { status: 'offline', since: '', sentence: "Can't reach pbx.example.com." },
    });
    render(<Shell api={api()} user={{ ...user, demo: true }} />);
    expect(screen.getByText('Demo mode')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Connection: Offline' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain("Can't reach pbx.example.com.");
    expect(screen.getByLabelText('Signed in as Ann Example')).toBeTruthy();
    // The demo's server is named in the user's language, whatever main called it.
    expect(screen.getByLabelText('Server: Demo server')).toBeTruthy();
    useAppStore.setState({ connectivity: { status: 'online', since: '' } });
  });

  it('keeps the shell under the re-authentication prompt', async () => {
    render(<Shell api={api()} user={user} reauth="Your session has ended." />);
    // The dialog is a chunk of its own, loaded when it is first shown.
    expect(await screen.findByText('Your session has ended.')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main', hidden: true })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('counts unread messages, missed calls not seen and new voicemails, named for screen readers', () => {
    const select = vi.fn();
    render(
      <Sidebar
        items={visibleSections('user')}
        current="people"
        onSelect={select}
        onCallNumber={() => {}}
        counts={{ conversations: 1, history: 3, voicemail: 0 }}
      />,
    );
    const conversations = screen.getByRole('button', { name: 'Conversations' });
    expect(conversations.textContent).toBe('Conversations1');
    expect(document.getElementById('nav-conversations-count')?.textContent).toBe(
      '1 unread message',
    );
    const history = screen.getByRole('button', { name: 'History' });
    expect(history.textContent).toBe('History3');
    expect(history.getAttribute('aria-describedby')).toBe('nav-history-count');
    expect(document.getElementById('nav-history-count')?.textContent).toBe(
      '3 missed calls not seen',
    );
    const voicemail = screen.getByRole('button', { name: 'Voicemail' });
    expect(voicemail.textContent).toBe('Voicemail');
    expect(voicemail.getAttribute('aria-describedby')).toBeNull();
  });
});

describe('theme', () => {
  it('applies light, dark and the system choice to the document', () => {
    initTheme();
    act(() => setTheme('dark'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    act(() => setTheme('light'));
    expect(document.documentElement.dataset.theme).toBe('light');
    act(() => setTheme('system'));
    expect(['light', 'dark']).toContain(document.documentElement.dataset.theme);
    expect(localStorage.getItem('switchboard.theme')).toBe('system');
  });
});
