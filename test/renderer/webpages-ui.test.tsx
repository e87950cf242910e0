// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from './render';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Api, type CallName, type EventName } from '../../src/shared/contract';
import { type AccountData } from '../../src/renderer/data';
import { AccountDataStateProvider } from '../../src/renderer/data/AccountDataProvider';
import { Directory } from '../../src/renderer/directory/directory';
import { WebPages } from '../../src/renderer/sections/webpages/WebPages';
import { useAppStore } from '../../src/renderer/state/app-store';
import { FakeDirectory } from '../renderer-data/fake-directory';
import { freshAccount } from '../renderer-data/fake-server';
import { fakeApi } from './fake-api';

const closers: (() => void)[] = [];
afterEach(() => {
  cleanup();
  for (const close of closers.splice(0)) close();
});

const INTRANET = 'https://intranet.example/';

/** An Api whose calls answer these values, and whose events the test sends (inside act). */
function scriptedApi(answers: Partial<Record<CallName, (args: unknown) => unknown>>) {
  const { api, invoke, emit } = fakeApi(
    Object.fromEntries(
      Object.entries(answers).map(([call, answer]) => [
        call,
        (args: unknown) => ({ ok: true, value: answer(args) }),
      ]),
    ),
  );
  return {
    api,
    invoke,
    emit: (event: EventName, payload: unknown) => act(() => emit(event, payload)),
  };
}

async function renderPages(api: Api, server = new FakeDirectory()) {
  const directory = await Directory.open({ account: freshAccount(), port: server });
  closers.push(() => directory.close());
  const data = { directory } as unknown as AccountData;
  render(
    <AccountDataStateProvider value={{ status: 'ready', data }}>
      <WebPages api={api} />
    </AccountDataStateProvider>,
  );
  return { server };
}

describe('Web pages in the browser host', () => {
  beforeEach(() => {
    useAppStore.setState({
      appInfo: { host: 'browser', version: '1', platform: 'linux', demo: true },
      connectivity: { status: 'online', since: '' },
    });
  });

  it.each([
    [
      { outcome: 'unreachable' },
      "Intranet couldn't be reached. Check your connection, or open it in a new tab.",
    ],
    [
      { outcome: 'certificate' },
      "Intranet has a security certificate this computer doesn't trust, so Switchboard won't show it. Open it in your browser only if you trust it.",
    ],
    [
      { outcome: 'http-error', status: 503 },
      'Intranet answered with an error (HTTP 503). Try again later, or open it in your browser.',
    ],
  ])('a page that cannot be shown (%j) says why, with its link', async (probe, sentence) => {
    const { api } = scriptedApi({ 'webpages.probe': () => probe });
    await renderPages(api);
    const region = await screen.findByRole('region', { name: 'Intranet' });
    expect((await within(region).findByRole('alert')).textContent).toBe(sentence);
    const links = within(region).getAllByRole('link', { name: 'Open in a new tab' });
    expect(links.every((link) => link.getAttribute('href') === INTRANET)).toBe(true);
    expect(links.every((link) => link.getAttribute('rel') === 'noopener noreferrer')).toBe(true);
    expect(region.querySelector('iframe')).toBeNull();
  });

  it('reads the list again when asked to refresh', async () => {
    const { api } = scriptedApi({ 'webpages.probe': () => ({ outcome: 'refuses-framing' }) });
    const server = new FakeDirectory();
    await renderPages(api, server);
    await screen.findByRole('region', { name: 'Intranet' });
    const before = server.reads.filter((r) => r === 'webPages').length;
    server.pages = [...server.pages, { name: 'Wiki', url: 'https://wiki.example/' }];
    fireEvent.click(screen.getByRole('button', { name: 'Refresh the list' }));
    const nav = screen.getByRole('navigation', { name: 'Your web pages' });
    expect(await within(nav).findByRole('button', { name: /^Wiki/ })).toBeTruthy();
    expect(server.reads.filter((r) => r === 'webPages').length).toBe(before + 1);
  });
});

describe('Web pages in Electron', () => {
  beforeEach(() => {
    useAppStore.setState({
      appInfo: { host: 'electron', version: '1', platform: 'linux', demo: false },
      connectivity: { status: 'online', since: '' },
    });
  });

  it('puts the isolated view over the page area and drives it from the toolbar', async () => {
    const { api, invoke, emit } = scriptedApi({
      'webpages.show': () => ({ embedded: true }),
      'webpages.go': () => undefined,
      'webpages.hide': () => undefined,
      'webpages.openInBrowser': () => undefined,
    });
    await renderPages(api);
    const region = await screen.findByRole('region', { name: 'Intranet' });
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('webpages.show', {
        url: INTRANET,
        bounds: expect.objectContaining({ x: expect.any(Number) }),
      }),
    );
    emit('webpages.state', {
      page: INTRANET,
      address: 'https://intranet.example/news',
      canGoBack: true,
      canGoForward: false,
      loading: false,
    });
    const toolbar = within(region).getByRole('toolbar', { name: 'Intranet: page controls' });
    expect(within(toolbar).getByRole<HTMLInputElement>('textbox', { name: 'Address' }).value).toBe(
      'https://intranet.example/news',
    );
    expect(
      within(toolbar).getByRole<HTMLButtonElement>('button', { name: 'Forward' }).disabled,
    ).toBe(true);
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Back' }));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Open in browser' }));
    await waitFor(() => {
      expect(invoke).toHaveBeenCalledWith('webpages.go', { url: INTRANET, action: 'back' });
      expect(invoke).toHaveBeenCalledWith('webpages.openInBrowser', {
        url: 'https://intranet.example/news',
      });
    });
  });

  it('a failure takes the view away and says so; a permission is asked in words', async () => {
    const { api, invoke, emit } = scriptedApi({
      'webpages.show': () => ({ embedded: true }),
      'webpages.hide': () => undefined,
      'webpages.answerPermission': () => undefined,
    });
    await renderPages(api);
    const region = await screen.findByRole('region', { name: 'Intranet' });
    // The view reports its state once it is shown.
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith(
        'webpages.show',
        expect.objectContaining({ url: INTRANET }),
      ),
    );
    emit('webpages.state', {
      page: INTRANET,
      address: INTRANET,
      canGoBack: false,
      canGoForward: false,
      loading: false,
      failure: { kind: 'certificate' },
    });
    expect((await within(region).findByRole('alert')).textContent).toContain(
      "Intranet has a security certificate this computer doesn't trust",
    );
    await waitFor(() => expect(invoke).toHaveBeenCalledWith('webpages.hide', undefined));

    emit('webpages.permission', { id: 'q1', page: INTRANET, permission: 'media' });
    expect(
      within(region).getByText('Intranet asks to use your camera or microphone.'),
    ).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Deny' }));
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('webpages.answerPermission', { id: 'q1', allow: false }),
    );
    expect(within(region).queryByText(/asks to use/)).toBeNull();
  });
});
