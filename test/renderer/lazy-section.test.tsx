// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from './render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazySection, sectionChunk } from '../../src/renderer/shell/lazy-section';
import { prefetchChunks, sectionChunks } from '../../src/renderer/shell/section-chunks';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Greeting({ name }: { name: string }) {
  return <h2>Hello {name}</h2>;
}

/**
 * A chunk whose loads the test settles by hand. Its area's messages are held already (the test
 * setup holds every catalogue); waiting for them is tested in load-catalogue.test.ts.
 */
function manualChunk() {
  const loads: { resolve: (c: typeof Greeting) => void; reject: (e: Error) => void }[] = [];
  const chunk = sectionChunk(
    () => new Promise<typeof Greeting>((resolve, reject) => loads.push({ resolve, reject })),
    ['people'],
  );
  return { chunk, loads };
}

describe('a section loaded on demand', () => {
  it('says politely that it is opening, then shows the section in its place', async () => {
    const { chunk, loads } = manualChunk();
    render(<LazySection chunk={chunk} props={{ name: 'Ann' }} label="People" />);
    const status = screen.getByRole('status', { name: 'Opening People…' });
    expect(status.className).toBe('section-loading');
    expect(loads).toHaveLength(1);

    await act(() => {
      loads[0]?.resolve(Greeting);
      return Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Hello Ann' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders at once, without a status, once its chunk is loaded (prefetched)', async () => {
    const { chunk, loads } = manualChunk();
    const loading = chunk.load();
    loads[0]?.resolve(Greeting);
    await loading;
    render(<LazySection chunk={chunk} props={{ name: 'Bob' }} label="People" />);
    expect(screen.getByRole('heading', { name: 'Hello Bob' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(loads).toHaveLength(1);
  });

  it('says so when the chunk cannot be loaded, and Try again loads it again', async () => {
    const { chunk, loads } = manualChunk();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<LazySection chunk={chunk} props={{ name: 'Ann' }} label="Admin" />);
    await act(() => {
      loads[0]?.reject(new Error('404'));
      return Promise.resolve();
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Admin couldn't be opened. Try again, or start Switchboard again.",
    );
    expect(log).toHaveBeenCalled();
    log.mockRestore();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status', { name: 'Opening Admin…' })).toBeTruthy();
    expect(loads).toHaveLength(2);
    await act(() => {
      loads[1]?.resolve(Greeting);
      return Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Hello Ann' })).toBeTruthy();
  });
});

describe('prefetching', () => {
  it('loads the chunks one after another, each when the browser is idle', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(2_000);
      return idle.push(run);
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    const order: string[] = [];
    const chunk = (name: string) => ({
      load: () => {
        order.push(name);
        return name === 'b' ? Promise.reject(new Error('offline')) : Promise.resolve();
      },
    });
    prefetchChunks([chunk('a'), chunk('b'), chunk('c')]);
    expect(order).toEqual([]);
    idle.shift()?.();
    expect(order).toEqual(['a']);
    expect(idle).toHaveLength(0); // the next waits for the first to be loaded
    await Promise.resolve();
    idle.shift()?.();
    expect(order).toEqual(['a', 'b']);
    await Promise.resolve();
    await Promise.resolve();
    idle.shift()?.(); // a failed one does not stop the others
    expect(order).toEqual(['a', 'b', 'c']);
    vi.unstubAllGlobals();
  });

  it('falls back to a timer without requestIdleCallback, and stops when asked', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const load = vi.fn(() => Promise.resolve());
    const stop = prefetchChunks([{ load }], 500);
    vi.advanceTimersByTime(499);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledOnce();
    const stopped = vi.fn(() => Promise.resolve());
    prefetchChunks([{ load: stopped }], 500)();
    vi.advanceTimersByTime(1_000);
    expect(stopped).not.toHaveBeenCalled();
    stop();
    vi.unstubAllGlobals();
  });

  it('has a chunk for each section, the first screen loading only the one it opens on', async () => {
    expect(Object.keys(sectionChunks).sort()).toEqual(
      [
        'admin',
        'conversations',
        'favorites',
        'history',
        'people',
        'settings',
        'voicemail',
        'webpages',
      ].sort(),
    );
    const People = await sectionChunks.people.load();
    expect(People.name).toBe('People');
    expect(sectionChunks.people.loaded).toBe(People);
    // With the messages of its areas: Favorites shows People's colleague lines too.
    expect(sectionChunks.people.areas).toEqual(['people']);
    expect(sectionChunks.favorites.areas).toEqual(['favorites', 'people']);
    expect(sectionChunks.admin.areas).toEqual(['admin']);
  });
});
