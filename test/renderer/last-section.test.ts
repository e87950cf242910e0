// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type SessionState } from '../../src/shared/contract';

async function freshStore() {
  vi.resetModules();
  return (await import('../../src/renderer/state/app-store')).useAppStore;
}

beforeEach(() => {
  localStorage.clear();
});

describe('the last section', () => {
  it('is where the app opens next time, for the same profile', async () => {
    const first = await freshStore();
    expect(first.getState().section).toBe('conversations');
    first.getState().setSection('history');
    const next = await freshStore();
    expect(next.getState().section).toBe('history');
  });

  it('is forgotten at sign-out, and an unknown stored value opens Conversations', async () => {
    const store = await freshStore();
    store.getState().setSection('history');
    store.getState().setSession({ status: 'signed-out' } as SessionState);
    expect(store.getState().section).toBe('conversations');
    expect((await freshStore()).getState().section).toBe('conversations');
    localStorage.setItem('switchboard.section', 'nonsense');
    expect((await freshStore()).getState().section).toBe('conversations');
  });
});
