// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from './render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AttachmentView } from '../../src/renderer/sections/conversations/AttachmentView';
import { type ShownAttachment } from '../../src/renderer/state/thread-model';
import { fakeApi, type Answer } from './fake-api';
import { openChats } from '../../src/renderer/data/chats';
import { type CommunicationCache } from '../../src/renderer/cache';
import { type OutboxDatabase } from '../../src/renderer/outbox/outbox-db';
import { type Api } from '../../src/shared/contract';

/** The chats service over the fake main: a file's preview and save store nothing. */
const chatsOf = (api: Api) =>
  openChats({ api, cache: {} as CommunicationCache, db: {} as OutboxDatabase });

/** An IntersectionObserver the test moves into view by hand. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly watched: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.watched.length = 0;
  }
  static async enterView() {
    await act(async () => {
      for (const observer of FakeObserver.all) {
        const entries = observer.watched.map(
          (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
        );
        if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
      }
      await Promise.resolve();
    });
  }
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const address = { oid: '31', session: '5', message: '30' };
const received = (fields: Partial<ShownAttachment> = {}): ShownAttachment => ({
  address,
  commonName: 'whiteboard.png',
  mimeType: 'image/png',
  size: 2048,
  ...fields,
});
/** A real 1×1 PNG. */
const pixel =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const image: Answer = () => ({
  ok: true,
  value: { mimeType: 'image/png', contentsB64String: pixel },
});
const gone: Answer = () => ({
  ok: false,
  error: { kind: 'service', sentence: 'This file is no longer on the server.', transient: false },
});
const calls = (invoke: ReturnType<typeof fakeApi>['invoke'], name: string) =>
  invoke.mock.calls.filter(([call]) => call === name);

describe('a received image', () => {
  it('is fetched through main only once its bubble is in view, then shown', async () => {
    const { api, invoke } = fakeApi({ 'chat.attachment': image });
    render(<AttachmentView chats={chatsOf(api)} file={received()} />);
    await act(() => Promise.resolve());
    expect(calls(invoke, 'chat.attachment')).toEqual([]);
    expect(screen.queryByRole('img')).toBeNull();

    await FakeObserver.enterView();
    expect(calls(invoke, 'chat.attachment')).toEqual([['chat.attachment', address]]);
    const preview = await screen.findByRole('img', { name: 'whiteboard.png' });
    expect(preview.getAttribute('src')).toBe(`data:image/png;base64,${pixel}`);
    expect(screen.queryByText('Loading image…')).toBeNull();
  });

  it("that can't be fetched says so with main's reason, and Retry fetches it again", async () => {
    let answer = gone;
    const { api, invoke } = fakeApi({ 'chat.attachment': (args) => answer(args) });
    render(<AttachmentView chats={chatsOf(api)} file={received()} />);
    await FakeObserver.enterView();
    const failure = await screen.findByText(/This image couldn't be loaded\./);
    expect(failure.textContent).toContain('This file is no longer on the server.');
    expect(screen.queryByRole('img')).toBeNull();

    answer = image;
    fireEvent.click(screen.getByRole('button', { name: 'Retry loading whiteboard.png' }));
    expect(await screen.findByRole('img', { name: 'whiteboard.png' })).toBeTruthy();
    expect(calls(invoke, 'chat.attachment')).toHaveLength(2);
    expect(screen.queryByText(/couldn't be loaded/)).toBeNull();
  });

  it("that the page can't decode says so too", async () => {
    const { api } = fakeApi({ 'chat.attachment': image });
    render(<AttachmentView chats={chatsOf(api)} file={received()} />);
    await FakeObserver.enterView();
    fireEvent.error(await screen.findByRole('img', { name: 'whiteboard.png' }));
    expect(screen.getByText(/This image couldn't be loaded\./)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('files that are not previewed', () => {
  it.each([
    ['drawing.svg', 'image/svg+xml'],
    ['scan.bmp', 'image/bmp'],
    ['report.pdf', 'application/pdf'],
  ])('%s (%s) is never fetched for a preview, and saves through main', async (name, type) => {
    const { api, invoke } = fakeApi({
      'chat.attachment': image,
      'chat.saveAttachment': () => ({ ok: true, value: { saved: true } }),
    });
    render(
      <AttachmentView chats={chatsOf(api)} file={received({ commonName: name, mimeType: type })} />,
    );
    await FakeObserver.enterView();
    expect(FakeObserver.all).toEqual([]);
    expect(calls(invoke, 'chat.attachment')).toEqual([]);
    expect(screen.queryByRole('img')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: `Save ${name}` }));
      await Promise.resolve();
    });
    expect(calls(invoke, 'chat.saveAttachment')).toEqual([['chat.saveAttachment', address]]);
  });

  it('a save that fails says why', async () => {
    const { api } = fakeApi({ 'chat.saveAttachment': gone });
    render(<AttachmentView chats={chatsOf(api)} file={received({ mimeType: 'text/plain' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save whiteboard.png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is no longer on the server.',
    );
  });
});
