// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshStore() {
  vi.resetModules();
  return (await import('../../src/renderer/state/app-store')).useAppStore;
}

beforeEach(() => {
  localStorage.clear();
});

describe('a form with unsaved changes (the leave guard)', () => {
  it('is asked before any move: a section, a notification opening History, a chat from People', async () => {
    const store = await freshStore();
    store.getState().setSection('admin');
    let pending: (() => void) | undefined;
    store.getState().setLeaveGuard((leave) => {
      pending = leave;
    });

    store.getState().setSection('history');
    store.getState().showInHistory('c1');
    store.getState().openChat({ session: 's1', name: 'Emma' });
    // The user has not answered: nothing moved.
    expect(store.getState()).toMatchObject({
      section: 'admin',
      historyFocus: undefined,
      pendingChat: null,
    });

    // They agree to leave for the last one asked.
    pending?.();
    expect(store.getState()).toMatchObject({
      section: 'conversations',
      pendingChat: { session: 's1', name: 'Emma' },
    });
  });

  it('without a guard, a notification opens History on its communication at once', async () => {
    const store = await freshStore();
    store.getState().showInHistory('c2');
    expect(store.getState()).toMatchObject({ section: 'history', historyFocus: 'c2' });
  });
});
