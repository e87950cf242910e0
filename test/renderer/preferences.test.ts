// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** This install's preferences: kept under the keys earlier versions used, read back validated. */
const fresh = async () => {
  vi.resetModules();
  return import('../../src/renderer/state/preferences');
};

beforeEach(() => localStorage.clear());

describe('preferences', () => {
  it('start as the system theme, every notification on and the default review frequency', async () => {
    const { preferences } = await fresh();
    expect(preferences.getState()).toEqual({
      theme: 'system',
      notify: { messages: true, missedCalls: true, voicemail: true },
      reviewFrequency: 'sometimes',
    });
  });

  it('keep each choice for the next start, under the keys earlier versions read', async () => {
    const first = await fresh();
    first.setTheme('dark');
    first.setNotify('voicemail', false);
    first.setReviewFrequency('never');
    expect(localStorage.getItem('switchboard.theme')).toBe('dark');
    expect(localStorage.getItem('switchboard.reviewPrompt.frequency')).toBe('never');
    const next = await fresh();
    expect(next.preferences.getState()).toEqual({
      theme: 'dark',
      notify: { messages: true, missedCalls: true, voicemail: false },
      reviewFrequency: 'never',
    });
  });

  it('read a damaged theme or frequency as the default', async () => {
    localStorage.setItem('switchboard.theme', 'purple');
    localStorage.setItem('switchboard.reviewPrompt.frequency', '{}');
    const { preferences } = await fresh();
    expect(preferences.getState()).toMatchObject({ theme: 'system', reviewFrequency: 'sometimes' });
  });
});
