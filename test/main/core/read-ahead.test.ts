import { describe, expect, it, vi } from 'vitest';
import { ReadAhead } from '../../../src/main/core/read-ahead';

function setup() {
  let now = 1_000;
  const ahead = new ReadAhead<string>({ maxAgeMs: 10_000, now: () => now });
  const owner = {};
  return { ahead, owner, advance: (ms: number) => (now += ms) };
}

describe('ReadAhead', () => {
  it('answers the request it read ahead for, in whatever order its fields come, once', async () => {
    const { ahead, owner } = setup();
    ahead.start(owner, { limit: 2, before: '7' }, () => Promise.resolve('page 2'));
    const read = vi.fn(() => Promise.resolve('read'));
    expect(await ahead.read(owner, { before: '7', limit: 2, after: undefined }, read)).toBe(
      'page 2',
    );
    expect(read).not.toHaveBeenCalled();
    expect(await ahead.read(owner, { limit: 2, before: '7' }, read)).toBe('read');
  });

  it('reads as usual for other parameters or another caller, keeping the page for its request', async () => {
    const { ahead, owner } = setup();
    const read = () => Promise.resolve('read');
    ahead.start(owner, { before: '7' }, () => Promise.resolve('ahead'));
    expect(await ahead.read(owner, { before: '8' }, read)).toBe('read');
    expect(await ahead.read({}, { before: '7' }, read)).toBe('read');
    expect(await ahead.read(owner, { before: '7' }, read)).toBe('ahead');
  });

  it('reads again when the page read ahead waited too long to be asked for', async () => {
    const { ahead, owner, advance } = setup();
    ahead.start(owner, { before: '7' }, () => Promise.resolve('old'));
    advance(10_001);
    expect(await ahead.read(owner, { before: '7' }, () => Promise.resolve('new'))).toBe('new');
  });

  it('reads again when the read ahead failed, so the asked read reports its own outcome', async () => {
    const { ahead, owner } = setup();
    ahead.start(owner, { before: '7' }, () => Promise.reject(new Error('offline')));
    expect(await ahead.read(owner, { before: '7' }, () => Promise.resolve('read'))).toBe('read');
    ahead.start(owner, { before: '7' }, () => Promise.reject(new Error('offline')));
    await expect(
      ahead.read(owner, { before: '7' }, () => Promise.reject(new Error('still offline'))),
    ).rejects.toThrow('still offline');
  });
});
