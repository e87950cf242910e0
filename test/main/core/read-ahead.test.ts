import { describe, expect, it, vi } from 'vitest';
import { ReadAhead } from '../../../src/main/core/read-ahead';

/** A walk whose page has no page after it. */
const end = () => undefined;

function setup(depth?: number) {
  let now = 1_000;
  const ahead = new ReadAhead<string>({ maxAgeMs: 10_000, now: () => now, depth });
  const owner = {};
  return { ahead, owner, advance: (ms: number) => (now += ms) };
}

describe('ReadAhead', () => {
  it('answers the request it read ahead for, in whatever order its fields come, once', async () => {
    const { ahead, owner } = setup();
    ahead.start(owner, { limit: 2, before: '7' }, () => Promise.resolve('page 2'), end);
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
    ahead.start(owner, { before: '7' }, () => Promise.resolve('ahead'), end);
    expect(await ahead.read(owner, { before: '8' }, read)).toBe('read');
    expect(await ahead.read({}, { before: '7' }, read)).toBe('read');
    expect(await ahead.read(owner, { before: '7' }, read)).toBe('ahead');
  });

  it('reads again when the page read ahead waited too long to be asked for', async () => {
    const { ahead, owner, advance } = setup();
    ahead.start(owner, { before: '7' }, () => Promise.resolve('old'), end);
    advance(10_001);
    expect(await ahead.read(owner, { before: '7' }, () => Promise.resolve('new'))).toBe('new');
  });

  it('reads again when the read ahead failed, so the asked read reports its own outcome', async () => {
    const { ahead, owner } = setup();
    ahead.start(owner, { before: '7' }, () => Promise.reject(new Error('offline')), end);
    expect(await ahead.read(owner, { before: '7' }, () => Promise.resolve('read'))).toBe('read');
    ahead.start(owner, { before: '7' }, () => Promise.reject(new Error('offline')), end);
    await expect(
      ahead.read(owner, { before: '7' }, () => Promise.reject(new Error('still offline'))),
    ).rejects.toThrow('still offline');
  });

  describe('a chain of pages', () => {
    /** A list of pages 9, 8, … 1: each page's next is the one before it, until 1. */
    function walk() {
      const asked: number[] = [];
      const read = (p: { before: number }) => {
        asked.push(p.before);
        return Promise.resolve(`page ${p.before}`);
      };
      const next = (_page: string, p: { before: number }) =>
        p.before > 1 ? { before: p.before - 1 } : undefined;
      return { asked, read, next };
    }
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    it('reads up to `depth` pages the walk has not asked for, and goes on as it asks', async () => {
      const { ahead, owner } = setup(3);
      const { asked, read, next } = walk();
      ahead.start(owner, { before: 9 }, read, next);
      await settle();
      expect(asked).toEqual([9, 8, 7]);
      const unused = () => Promise.resolve('read');
      expect(await ahead.read(owner, { before: 9 }, unused)).toBe('page 9');
      await settle();
      expect(asked).toEqual([9, 8, 7, 6]);
      expect(await ahead.read(owner, { before: 8 }, unused)).toBe('page 8');
      expect(await ahead.read(owner, { before: 7 }, unused)).toBe('page 7');
      await settle();
      expect(asked).toEqual([9, 8, 7, 6, 5, 4]);
    });

    it('stops at the end of the list, and never reads a page twice', async () => {
      const { ahead, owner } = setup(5);
      const { asked, read, next } = walk();
      ahead.start(owner, { before: 3 }, read, next);
      ahead.start(owner, { before: 3 }, read, next);
      await settle();
      expect(asked).toEqual([3, 2, 1]);
      for (const before of [3, 2, 1]) {
        expect(await ahead.read(owner, { before }, () => Promise.resolve('read'))).toBe(
          `page ${before}`,
        );
      }
      await settle();
      expect(asked).toEqual([3, 2, 1]);
    });

    it('ends where a page fails; the walk then reads that page itself', async () => {
      const { ahead, owner } = setup(3);
      const asked: number[] = [];
      const read = (p: { before: number }) => {
        asked.push(p.before);
        return p.before === 8 ? Promise.reject(new Error('offline')) : Promise.resolve('page');
      };
      ahead.start(owner, { before: 9 }, read, (_page, p) => ({ before: p.before - 1 }));
      await settle();
      expect(asked).toEqual([9, 8]);
      expect(await ahead.read(owner, { before: 9 }, () => Promise.resolve('read'))).toBe('page');
      expect(await ahead.read(owner, { before: 8 }, () => Promise.resolve('read'))).toBe('read');
    });
  });
});
